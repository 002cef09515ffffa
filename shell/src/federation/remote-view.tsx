import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorScreen, Loading } from 'shared-ui';
import { loadRemoteModule, resetRemote } from './remotes';

interface BoundaryProps {
  onRetry: () => void;
  renderError?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
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
  /** What to show instead of the full-size error screen, e.g. for a small header widget. */
  renderError?: (retry: () => void) => ReactNode;
}

/**
 * Renders one remote's module inside its own error boundary: when that remote is down or hangs,
 * only this area shows the error screen, and Try Again fetches that remote afresh.
 */
export function RemoteView({ remote, module, exportName, props, loadingLabel, minHeight, renderError }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);

  const Loaded = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<Record<string, unknown>>(remote, module);
        const picked = exportName ? loaded[exportName] : (loaded.default ?? loaded);
        if (typeof picked !== 'function' && typeof picked !== 'object') {
          throw new Error(`${remote}/${module} has no export "${exportName ?? 'default'}"`);
        }
        return { default: picked as ComponentType<Record<string, unknown>> };
      }),
    // `attempt` is part of the key on purpose: a new lazy component is what makes React load again.
    [remote, module, exportName, attempt],
  );

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} renderError={renderError}>
      <Suspense fallback={<Loading label={loadingLabel} minHeight={minHeight} />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

