import { DeliveryStatus } from '../../../../generated/enums.js';

/**
 * The tag colour of a delivery status: sent green, on its way blue, failed and bounced (不達: the address does not
 * exist) red, the family's own opt-out (配信停止中) orange; the statuses where nothing was sent on purpose (not
 * configured, no address, disabled for the schoolhouse) grey.
 */
export function deliveryStatusColor(status: string): string {
  switch (status) {
    case DeliveryStatus.sent: return 'success';
    case DeliveryStatus.queued:
    case DeliveryStatus.sending: return 'processing';
    case DeliveryStatus.failed:
    case DeliveryStatus.bounced: return 'error';
    case DeliveryStatus.optedOut: return 'warning';
    default: return 'default';
  }
}
