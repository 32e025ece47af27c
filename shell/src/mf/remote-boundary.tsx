import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '../config/remotes';
import { RemoteUnavailable } from './remote-unavailable';

interface BoundaryProps {
  onRetry: () => void;
  /** The route shown: a page that failed to render fails alone, and leaving it clears the error. */
  route: string;
  children: ReactNode;
}

/** Catches render errors thrown inside a remote, so one remote never blanks the page. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.route !== this.props.route && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

function lazyRemote(remote: RemoteName, onRetry: () => void) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      const module = await loadRemote<{ default: ComponentType }>(`${remote}/routes`);
      if (!module?.default) throw new Error(`${remote} exposes no routes`);
      return module;
    } catch (error) {
      // A remote that cannot load (server down, bad deploy) only loses its own routes.
      console.warn(`[shell] ${remote} could not be loaded`, error);
      return { default: () => <RemoteUnavailable onRetry={onRetry} /> };
    }
  });
}

/** Renders a remote's route tree, with a styled fallback and a retry when it cannot load. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  // A full reload is the reliable retry: the federation runtime caches a failed remote entry.
  const [Routes] = useState(() => lazyRemote(remote, () => window.location.reload()));
  return (
    <RemoteErrorBoundary route={pathname} onRetry={() => window.location.reload()}>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
