import { useSearchParams } from 'react-router';

/** The search parameter with which the print queue opens a document's page to print a request. */
export const PRINT_REQUEST_PARAM = 'printRequest';

/**
 * The print request a document's page was opened for by the print queue (?printRequest=12), to hand to its
 * PrintLayout so that printing marks that request printed; undefined when opened otherwise.
 */
export function usePrintRequestParam(): number | undefined {
  const [params] = useSearchParams();
  const value = params.get(PRINT_REQUEST_PARAM);
  return value !== null && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;
}

/** A document's page as the print queue opens it to print a request: the path with ?printRequest=<id>. */
export function printRequestPath(documentPath: string, printRequestId: number): string {
  const [path = '', search = ''] = documentPath.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(PRINT_REQUEST_PARAM, String(printRequestId));
  return `${path}?${params.toString()}`;
}
