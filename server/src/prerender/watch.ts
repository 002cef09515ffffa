import { statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';

/*
 * Tells when a file may have changed: written, replaced (builds write a new file and rename it over the
 * old, which a watch on the file itself would not follow), created or removed. So the file's folder is
 * watched, and the folder's parent too, in case the folder itself is replaced (a release copied in
 * place). A folder that does not exist yet is awaited from its nearest existing ancestor.
 */

interface Armed {
  folder: string;
  inode: number;
  watchers: FSWatcher[];
}

function inodeOf(path: string): number | undefined {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? stat.ino : undefined;
  } catch {
    return undefined;
  }
}

/** The deepest folder on the way to `file` that exists now. */
function nearestFolder(file: string): { folder: string; inode: number } {
  let folder = dirname(file);
  for (;;) {
    const inode = inodeOf(folder);
    if (inode !== undefined) return { folder, inode };
    const parent = dirname(folder);
    if (parent === folder) return { folder, inode: -1 };
    folder = parent;
  }
}

/** The name, inside `folder`, of the entry on the way to `file`. */
const entryToward = (folder: string, file: string) => relative(folder, file).split(sep)[0];

function watchFile(file: string, onChange: () => void): { close(): void } {
  let armed: Armed | undefined;
  let closed = false;

  const folderWatch = (folder: string, name: string | undefined): FSWatcher | undefined => {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, changed) => {
        // `x.br` and `x.gz` too: a server with precompressed files sends them in the file's place.
        const entry = changed?.toString();
        if (entry === undefined || name === undefined || entry === name || entry.startsWith(`${name}.`)) maybeChanged();
      });
      // A watched folder removed or unreadable: look again from the nearest one that exists.
      watcher.on('error', () => maybeChanged());
      return watcher;
    } catch {
      return undefined;
    }
  };

  function arm() {
    const { folder, inode } = nearestFolder(file);
    if (armed && armed.folder === folder && armed.inode === inode) return;
    for (const watcher of armed?.watchers ?? []) watcher.close();
    const parent = dirname(folder);
    const watchers = [
      folderWatch(folder, entryToward(folder, file)),
      parent === folder ? undefined : folderWatch(parent, basename(folder)),
    ].filter((watcher) => watcher !== undefined);
    armed = { folder, inode, watchers };
  }

  function maybeChanged() {
    if (closed) return;
    arm();
    onChange();
  }

  arm();
  return {
    close() {
      closed = true;
      for (const watcher of armed?.watchers ?? []) watcher.close();
    },
  };
}

/** Watches a set of files that may change over time; `onChange` gets the file that may have changed. */
export function createFileWatch(onChange: (file: string) => void) {
  const watched = new Map<string, { close(): void }>();
  return {
    /** Watches exactly these files from now on. */
    set(files: Iterable<string>) {
      const wanted = new Set(files);
      for (const [file, watch] of watched) {
        if (!wanted.has(file)) {
          watch.close();
          watched.delete(file);
        }
      }
      for (const file of wanted)
        if (!watched.has(file))
          watched.set(
            file,
            watchFile(file, () => onChange(file)),
          );
    },
    close() {
      for (const watch of watched.values()) watch.close();
      watched.clear();
    },
  };
}

export type FileWatch = ReturnType<typeof createFileWatch>;
