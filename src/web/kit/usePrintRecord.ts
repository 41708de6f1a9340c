import { PrintStatus } from '../../generated/enums.js';
import { useApiMutation } from './useApiMutation.js';

/** What a print request changes: the header's count and the print queue's lists. */
export const PRINT_READS = ['/api/v1/print-documents', '/api/v1/print-requests'] as const;

/** A document as a print request names it. */
export interface PrintDocument {
  title: string;
  schoolhouseId: number;
  /** The portal page showing it (a path under /communication). */
  documentPath?: string;
}

/**
 * The two writes of printing: 印刷依頼 (a request waiting at the schoolhouse, counted in the staff header) and the
 * record of a print (a new request marked printed, or the request being printed marked printed, which the header's
 * count then drops).
 */
export function usePrintRecord() {
  const create = useApiMutation('post', '/api/v1/print-requests', { invalidates: PRINT_READS });
  const setStatus = useApiMutation('post', '/api/v1/print-requests/{id}/status', { invalidates: PRINT_READS });
  const body = (document: PrintDocument, isPrinted: boolean) => ({
    title: document.title, schoolhouse_id: document.schoolhouseId, document_path: document.documentPath, is_printed: isPrinted,
  });
  return {
    isPending: create.isPending || setStatus.isPending,
    /** Queues the document (印刷依頼); a failure is shown by the write itself (catalogue message). */
    queue: (document: PrintDocument, onDone: () => void) => create.mutate({ body: body(document, false) }, { onSuccess: onDone }),
    /** Records a print: of the request being printed, or of a document printed without one. */
    recordPrint: (options: { document: PrintDocument; printRequestId?: number }, onDone: () => void) => {
      if (options.printRequestId === undefined) create.mutate({ body: body(options.document, true) }, { onSuccess: onDone });
      else setStatus.mutate({ params: { path: { id: String(options.printRequestId) } }, body: { status: PrintStatus.printed } }, { onSuccess: onDone });
    },
  };
}
