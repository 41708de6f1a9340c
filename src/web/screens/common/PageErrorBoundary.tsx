import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
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
    // Plain markup (no antd Result): this boundary is part of the first page's code.
    return (
      <Flex vertical align="center" gap={12} style={{ padding: '48px 16px', textAlign: 'center' }} role="alert">
        <WarningOutlined style={{ fontSize: 48, color: '#faad14' }} />
        <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{t('common.errorOccurred')}</h1>
        <div style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('web.pageLoadFailed')}</div>
        <Button type="primary" onClick={() => window.location.reload()}>{t('web.retry')}</Button>
      </Flex>
    );
  }
}
