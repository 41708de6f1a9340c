import { Alert, Button, Checkbox, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { BatchReservation, codeLists, ReservationSlot, type BatchReservationCode } from '../../../../generated/enums.js';
import { t, useApiMutation, useApiQuery, useFeedback, useIsMobile } from '../../../kit';
import { batchDates } from '../../../../shared/eventBatchDates.js';
import { dayShortText, dayText, timeText } from './frameText.js';
import { RESERVATION_READS, type Frame, type FrameDetail } from './frameTypes.js';
import { DAY } from './periodDates.js';
import { StateTag } from './StateTag';
import styles from './ReservationList.module.css';

/** How far ahead the drawer looks for the event's other days (the API reads at most 62 days at once). */
const AHEAD_DAYS = 61;
/** The choice of no batch: this frame only. */
const ONLY_THIS = 'none';

type BatchChoice = BatchReservationCode | typeof ONLY_THIS;

/** 一括予約: この枠のみ, then the code list's choices (毎日, 毎週, 隔週, 平日, 土日, カスタム). */
const BATCH_OPTIONS: Array<{ value: BatchChoice; label: string }> = [
  { value: ONLY_THIS, label: '' },
  ...codeLists.batch_reservation.values.map((v) => ({ value: v.code, label: v.label })),
];

/** The event's frames in the same time slot from the chosen day on, for the batch choices (asked once one is chosen). */
function useLaterFrames(detail: FrameDetail, enabled: boolean) {
  const from = detail.frame.frame_date;
  const to = dayjs(from).add(AHEAD_DAYS, 'day').format(DAY);
  const query = useApiQuery('/api/v1/events/frames', { params: { query: { from, to, event_id: detail.event.id } } }, { enabled });
  const frames = useMemo(
    () => (query.data?.data ?? []).filter((f) => f.time_slot_id === detail.frame.time_slot_id && f.event_id === detail.event.id),
    [query.data, detail.frame.time_slot_id, detail.event.id],
  );
  // A frame in the window's last week: the event may go on past it (the server books those days too).
  const mayGoOn = frames.some((f) => dayjs(to).diff(dayjs(f.frame_date), 'day') < 7);
  return { frames, isLoading: query.isLoading && enabled, mayGoOn };
}

/** The consent text with 「同意する」, when the event asks for one and the child's family has not agreed yet. */
function Consent(props: { text: string; isAgreed: boolean; isChecked: boolean; onCheck: (checked: boolean) => void }) {
  if (props.isAgreed) return <p className={styles.muted}>{t('reservation.book.consentAgreed')}</p>;
  return (
    <section className={styles.consent} aria-label={t('reservation.book.consentTitle')}>
      <h4 className={styles.blockTitle}>{t('reservation.book.consentTitle')}</h4>
      <div className={styles.consentText} tabIndex={0}>{props.text}</div>
      <Checkbox className={styles.checkRow} checked={props.isChecked} onChange={(e) => props.onCheck(e.target.checked)}>
        {t('reservation.book.consentAgree')}
      </Checkbox>
    </section>
  );
}

/** The dates a batch would book, each with its state when it is not bookable. */
function Preview(props: { dates: readonly string[]; byDate: ReadonlyMap<string, Frame>; mayGoOn: boolean }) {
  return (
    <section className={styles.preview} aria-label={t('reservation.book.preview', { count: props.dates.length })}>
      <h4 className={styles.blockTitle}>{t('reservation.book.preview', { count: props.dates.length })}</h4>
      <ul className={styles.previewList}>
        {props.dates.map((date) => {
          const frame = props.byDate.get(date);
          return (
            <li key={date} className={styles.previewItem}>
              {dayShortText(date)}
              {frame && frame.state !== ReservationSlot.reservable && <StateTag state={frame.state} />}
            </li>
          );
        })}
      </ul>
      {props.mayGoOn && <p className={styles.muted}>{t('reservation.book.previewMore')}</p>}
    </section>
  );
}

/**
 * A guardian's part of a frame's drawer: when the child has booked it, 「予約を取り消す」 (asked first, refused after the
 * cut-off); when it takes bookings, the consent if the event asks one, 一括予約 (with the days it would book, or the days
 * to tick for カスタム), and 「予約する」; otherwise why it cannot be booked.
 */
export function GuardianBooking({ detail }: { detail: FrameDetail }) {
  const { event, frame } = detail;
  const isMobile = useIsMobile();
  const { message, modal } = useFeedback();
  const [batch, setBatch] = useState<BatchChoice>(ONLY_THIS);
  const [picked, setPicked] = useState<string[]>([]);
  const [isConsentChecked, setConsentChecked] = useState(false);
  const agree = useApiMutation('post', '/api/v1/events/{id}/agree-participate', { invalidates: RESERVATION_READS });
  const register = useApiMutation('post', '/api/v1/events/frames/register', { invalidates: RESERVATION_READS });
  const cancel = useApiMutation('delete', '/api/v1/events/frames/{id}/{reservationId}', { invalidates: RESERVATION_READS });
  const mine = useApiQuery('/api/v1/events/frames/protector', undefined, { enabled: frame.my_reservation_id !== null });
  const later = useLaterFrames(detail, batch !== ONLY_THIS);
  const byDate = useMemo(() => new Map(later.frames.map((f) => [f.frame_date, f])), [later.frames]);

  if (frame.my_reservation_id !== null) {
    const reservationId = frame.my_reservation_id;
    const booking = mine.data?.data.find((r) => r.id === reservationId);
    const askCancel = () => modal.confirm({
      title: t('reservation.book.cancelTitle'),
      content: t('reservation.book.cancelContent', { frame: `${dayText(frame.frame_date)} ${timeText(frame.start_time, frame.end_time)} ${event.event_name}` }),
      okText: t('reservation.book.cancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('reservation.book.cancelBack'),
      onOk: () => cancel.mutateAsync({ params: { path: { id: String(event.id), reservationId: String(reservationId) } } })
        .then(() => void message.success(t('reservation.book.cancelled')), () => undefined),
    });
    return (
      <div className={styles.block}>
        <Alert type="success" showIcon message={t('reservation.book.reserved')} />
        {booking && !booking.cancellable
          ? <Alert type="info" showIcon className={styles.gap} message={t('reservation.book.cancelClosed')} />
          : <Button danger block={isMobile} className={styles.gap} loading={cancel.isPending} onClick={askCancel}>{t('reservation.book.cancel')}</Button>}
      </div>
    );
  }
  if (frame.state !== ReservationSlot.reservable) {
    return <Alert type="info" showIcon message={t(frame.state === ReservationSlot.full ? 'reservation.book.full' : 'reservation.book.notReservable')} />;
  }
  if (event.my_count >= event.per_person_limit) {
    return <Alert type="warning" showIcon message={t('reservation.book.limitReached', { limit: event.per_person_limit, count: event.my_count })} />;
  }

  const code = batch === ONLY_THIS ? undefined : batch;
  const isCustom = code === BatchReservation.custom;
  const dates = batchDates({ days: later.frames.map((f) => f.frame_date), chosen: frame.frame_date, batch: code, picked });
  const room = event.per_person_limit - event.my_count;
  const isOverLimit = dates.length > room;
  const isBlocked = !isCustom && dates.some((d) => d !== frame.frame_date && byDate.get(d)?.state !== ReservationSlot.reservable);
  const needsConsent = Boolean(event.consent_text) && !event.agreed;
  const customChoices = later.frames.filter((f) => f.frame_date > frame.frame_date);
  const submit = async () => {
    if (needsConsent) await agree.mutateAsync({ params: { path: { id: String(event.id) } } });
    const answer = await register.mutateAsync({
      body: { event_id: event.id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id, ...(code ? { batch: code } : {}), ...(isCustom ? { dates: picked } : {}) },
    });
    void message.success(t('reservation.book.booked', { count: answer.data.length }));
    setBatch(ONLY_THIS);
    setPicked([]);
  };
  const isReady = !later.isLoading && !isOverLimit && !isBlocked && (!needsConsent || isConsentChecked) && (!isCustom || picked.length > 0);

  return (
    <div className={styles.block}>
      {event.consent_text && <Consent text={event.consent_text} isAgreed={event.agreed} isChecked={isConsentChecked} onCheck={setConsentChecked} />}
      <label htmlFor="reservation-batch" className={styles.blockTitle}>{t('reservation.book.batch')}</label>
      <div>
        <Select<BatchChoice>
          id="reservation-batch"
          className={styles.batchSelect}
          size={isMobile ? 'large' : 'middle'}
          value={batch}
          onChange={(value) => { setBatch(value); setPicked([]); }}
          options={BATCH_OPTIONS.map((o) => (o.value === ONLY_THIS ? { ...o, label: t('reservation.book.batchNone') } : o))}
        />
      </div>
      {code && <p className={styles.muted}>{isCustom ? t('reservation.book.customHint') : t('reservation.book.batchHint')}</p>}
      {isCustom && !later.isLoading && (customChoices.length === 0 ? <p className={styles.muted}>{t('reservation.book.customNone')}</p> : (
        <>
          {room - 1 < customChoices.length && <p className={styles.muted}>{t('reservation.book.customLimit', { count: Math.max(room - 1, 0) })}</p>}
          <Checkbox.Group className={styles.customDates} value={picked} onChange={(values) => setPicked(values.map(String))}>
            {customChoices.map((f) => (
              <Checkbox
                key={f.frame_date}
                value={f.frame_date}
                className={styles.checkRow}
                disabled={f.state !== ReservationSlot.reservable || (!picked.includes(f.frame_date) && picked.length + 1 >= room)}
              >
                {dayShortText(f.frame_date)}
                {f.state !== ReservationSlot.reservable && <StateTag state={f.state} />}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </>
      ))}
      {code && !isCustom && !later.isLoading && <Preview dates={dates} byDate={byDate} mayGoOn={later.mayGoOn} />}
      {isOverLimit && (
        <Alert type="warning" showIcon className={styles.gap} message={t('reservation.book.overLimit', { limit: event.per_person_limit, count: event.my_count, adding: dates.length })} />
      )}
      {isBlocked && !isOverLimit && <Alert type="warning" showIcon className={styles.gap} message={t('reservation.book.previewBlocked')} />}
      {needsConsent && !isConsentChecked && <p className={styles.muted}>{t('reservation.book.consentNeeded')}</p>}
      <Button
        type="primary"
        size="large"
        block={isMobile}
        className={styles.gap}
        disabled={!isReady}
        loading={agree.isPending || register.isPending || later.isLoading}
        onClick={() => void submit().catch(() => undefined)}
      >
        {t('reservation.book.submit')}
      </Button>
    </div>
  );
}
