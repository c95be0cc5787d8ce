import { Component, type ReactNode } from 'react';
import { TranslatedBlockMessage } from './BlockMessage.tsx';
import { BlockLoadError } from './load-block-component.ts';

interface BlockErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Contains a failing block so the rest of the page keeps working: a component that could not be
 * loaded shows "Component failed to load", any other error "Something went wrong". React itself
 * reports the caught error to the console.
 */
export class BlockErrorBoundary extends Component<{ children: ReactNode }, BlockErrorBoundaryState> {
  override state: BlockErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BlockErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <BlockFailure error={this.state.error} /> : this.props.children;
  }
}

function BlockFailure({ error }: { error: unknown }) {
  return <TranslatedBlockMessage messageKey={error instanceof BlockLoadError ? 'blocks.loadFailed' : 'errors.somethingWentWrong'} />;
}
