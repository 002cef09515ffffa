import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorScreen, Loading } from 'shared-ui';
import { loadRemoteModule, resetRemote } from './remotes';

interface BoundaryProps {
  onRetry: () => void;
  renderError?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[shell] a remote failed to load or render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { renderError, onRetry } = this.props;
    return renderError ? renderError(onRetry) : <ErrorScreen onRetry={onRetry} />;
  }
}

export interface RemoteViewProps {
  remote: string;
  /** Exposed module, without the leading './'. */
  module: string;
  /** Named export to render; the module's default export when absent. */
  exportName?: string;
  props?: Record<string, unknown>;
  loadingLabel?: string;
  /** Space to hold while loading, to keep the layout from jumping. */
  minHeight?: number | string;
  /** What to show while loading instead of the spinner (null: nothing), e.g. a placeholder the size of a small header widget. */
  fallback?: ReactNode;
  /** What to show instead of the full-size error screen, e.g. for a small header widget. */
  renderError?: (retry: () => void) => ReactNode;
}

type RemoteComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

// A suspended component keeps no state of its own, so the lazy wrappers live here, one per load attempt.
const lazyComponents = new Map<string, RemoteComponent>();

function remoteComponent(remote: string, module: string, exportName: string | undefined, attempt: number): RemoteComponent {
  const key = `${remote}/${module}#${exportName ?? 'default'}@${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<Record<string, unknown>>(remote, module).catch((error: unknown) => {
        // Forget the failure so the next visit to this area tries again instead of failing at once.
        lazyComponents.delete(key);
        throw error;
      });
      const picked = exportName ? loaded[exportName] : (loaded.default ?? loaded);
      if (typeof picked !== 'function' && typeof picked !== 'object') {
        throw new Error(`${remote}/${module} has no export "${exportName ?? 'default'}"`);
      }
      return { default: picked as ComponentType<Record<string, unknown>> };
    });
    lazyComponents.set(key, component);
  }
  return component;
}

function RemoteContent({ component: Loaded, props }: { component: RemoteComponent; props?: Record<string, unknown> }) {
  return <Loaded {...props} />;
}

/**
 * Renders one remote's module inside its own error boundary: when that remote is down or hangs,
 * only this area shows the error screen, and Try Again fetches that remote afresh.
 */
export function RemoteView({
  remote,
  module,
  exportName,
  props,
  loadingLabel,
  minHeight,
  fallback,
  renderError,
}: RemoteViewProps) {
  // Nothing here may change once the page is live: a prerendered page whose remote has not arrived yet
  // waits, not yet hydrated, under this Suspense, and React would render it afresh (the visitor's typing
  // gone) if this view rendered again with new props before the remote arrives.
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  const waiting = fallback === undefined ? <Loading label={loadingLabel} minHeight={minHeight} /> : fallback;
  return (
    <RemoteErrorBoundary key={`${remote}/${module}/${attempt}`} onRetry={retry} renderError={renderError}>
      <Suspense fallback={waiting}>
        <RemoteContent component={remoteComponent(remote, module, exportName, attempt)} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
