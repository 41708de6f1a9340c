import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { t } from '../../i18n/i18n.js';

interface State {
  error: Error | undefined;
}

/**
 * Catches a page that failed to load or render (typically a lazy chunk lost after a deploy or a
 * dropped connection) and offers a reload instead of a blank screen. React needs a class for this.
 */
export class PageErrorBoundary extends Component<{ children?: ReactNode; resetKey?: string }, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  componentDidUpdate(previous: Readonly<{ resetKey?: string }>): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="warning"
        title={t('common.errorOccurred')}
        subTitle={t('web.pageLoadFailed')}
        extra={<Button type="primary" onClick={() => window.location.reload()}>{t('web.retry')}</Button>}
      />
    );
  }
}
