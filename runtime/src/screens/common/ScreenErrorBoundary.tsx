import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Not <Trans>: with no markup to interpolate, t() says the same without Trans's HTML parser,
// which would otherwise ride along in the first page's JavaScript.
function SomethingWentWrong() {
  const { t } = useTranslation();
  return t('errors.somethingWentWrong');
}

interface State {
  failed: boolean;
}

/**
 * Catches a screen that throws while rendering, or whose lazy chunk fails to load (ChunkLoadError
 * or CSS load failure), and says "Something went wrong" instead of blanking the whole app.
 * React offers error boundaries only as class components.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="screen" role="alert">
        <SomethingWentWrong />
      </p>
    );
  }
}
