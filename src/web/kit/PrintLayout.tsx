import { InboxOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useFeedback } from '../feedback/feedback.js';
import { t } from '../i18n/i18n.js';
import styles from './PrintLayout.module.css';
import { usePrintRecord } from './usePrintRecord.js';
import { PRINT_REQUEST_PARAM, usePrintRequestParam } from './usePrintRequestParam.js';

/** Props of the A4 print layout. */
export interface PrintLayoutProps {
  /** The document's title: the print request's 書類名, and the name a saved PDF is offered under. */
  title: string;
  /** The schoolhouse the document is printed for. */
  schoolhouseId: number;
  /**
   * The print request being printed: 印刷 marks it printed, and 印刷依頼 is not offered. Default: the one the print queue
   * opened this page for (?printRequest=12).
   */
  printRequestId?: number;
  /** The portal page that shows the document again, recorded with a request (default: this page). */
  documentPath?: string;
  /** The screen's own buttons, before 印刷依頼 and 印刷 (e.g. 閉じる). */
  extra?: ReactNode;
  /** After a print was recorded. */
  onPrinted?: () => void;
  /** After a 印刷依頼 was made. */
  onQueued?: () => void;
  /** The pages: PrintPage elements. */
  children?: ReactNode;
}

/** This page's path and search within the portal, without the print request it was opened for. */
function useThisPage(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(PRINT_REQUEST_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * A document on A4 pages (its children, PrintPage elements) with 印刷依頼 and 印刷. Printed, only the pages come out
 * (print CSS: A4, 15 mm margins, a page per PrintPage, the app around left out). Every print leaves a print request:
 * 印刷依頼 queues the document at its schoolhouse (waiting, counted by the staff header's 印刷 button, printed later from
 * 印刷待ち), and 印刷 prints now and records it printed (the request it was opened for, or a new one).
 */
export function PrintLayout(props: PrintLayoutProps) {
  const { message } = useFeedback();
  const record = usePrintRecord();
  const thisPage = useThisPage();
  const requestInUrl = usePrintRequestParam();
  const printRequestId = props.printRequestId ?? requestInUrl;
  const document = { title: props.title, schoolhouseId: props.schoolhouseId, documentPath: props.documentPath ?? thisPage };
  const print = () => {
    // The browser offers the page's title as the name of a PDF.
    const pageTitle = window.document.title;
    window.document.title = props.title;
    try {
      window.print();
    } finally {
      window.document.title = pageTitle;
    }
    record.recordPrint({ document, printRequestId }, () => {
      void message.success(t('kit.print.printed'));
      props.onPrinted?.();
    });
  };
  const queue = () => record.queue(document, () => {
    void message.success(t('kit.print.queued'));
    props.onQueued?.();
  });
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {props.extra}
        {printRequestId === undefined && (
          <Button icon={<InboxOutlined />} onClick={queue} loading={record.isPending}>{t('kit.print.queue')}</Button>
        )}
        <Button type="primary" icon={<PrinterOutlined />} onClick={print} loading={record.isPending}>{t('kit.print.print')}</Button>
      </div>
      <div className={styles.sheets} role="document" aria-label={t('kit.print.preview', { title: props.title })}>
        {props.children}
      </div>
    </div>
  );
}
