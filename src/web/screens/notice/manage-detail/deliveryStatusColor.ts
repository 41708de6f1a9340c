import { DeliveryStatus } from '../../../../generated/enums.js';

/**
 * The tag colour of a delivery status: sent green, on its way blue, failed red; the statuses where nothing was sent
 * on purpose (not configured, no address, disabled for the schoolhouse) grey.
 */
export function deliveryStatusColor(status: string): string {
  switch (status) {
    case DeliveryStatus.sent: return 'success';
    case DeliveryStatus.queued:
    case DeliveryStatus.sending: return 'processing';
    case DeliveryStatus.failed: return 'error';
    default: return 'default';
  }
}
