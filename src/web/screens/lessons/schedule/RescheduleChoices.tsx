import { Radio, Tag } from 'antd';
import { t, type ApiData } from '../../../kit';
import { dayText, timeText } from './scheduleDates.js';
import styles from './LessonSchedule.module.css';

/** A コマ the make-up may be placed in. */
export type RescheduleOption = ApiData<'get', '/api/v1/frame-divide/lessons/{id}/available-lessons'>['data'][number];

/** The two choices of a request: the first required, the second optional and another コマ. */
export interface Choices { first?: number; second?: number }

type Rank = 'first' | 'second' | 'none';

/** The choices after one コマ is given a rank (a コマ is one choice at most; the rank it leaves is freed). */
export function chooseRank(choices: Choices, options: { frameId: number; rank: Rank }): Choices {
  const { frameId, rank } = options;
  const next: Choices = {
    first: choices.first === frameId ? undefined : choices.first,
    second: choices.second === frameId ? undefined : choices.second,
  };
  if (rank !== 'none') next[rank] = frameId;
  return next;
}

/**
 * The コマ to choose from, one card each (a phone's width): date, period and time, subject and teacher (講師 where the
 * setting hides the name), the free seats, 通塾可能日 where the child's available days include it, and 第1希望 / 第2希望.
 */
export function RescheduleChoices(props: { options: readonly RescheduleOption[]; choices: Choices; onChange: (choices: Choices) => void }) {
  const { choices } = props;
  return (
    <ul className={styles.choices} aria-label={t('lessonSchedule.reschedule.listLabel')}>
      {props.options.map((option) => {
        const rank: Rank = choices.first === option.lesson_frame_id ? 'first' : choices.second === option.lesson_frame_id ? 'second' : 'none';
        const title = `${dayText(option.lesson_date)} ${option.period_name}`;
        return (
          <li key={option.lesson_frame_id} className={rank === 'none' ? styles.choice : `${styles.choice} ${styles.choiceChosen}`}>
            <div className={styles.choiceText}>
              <div className={styles.choiceTitle}>
                {title} <span className={styles.periodTime}>{timeText(option.start_time, option.end_time)}</span>
              </div>
              <div className={styles.lessonMeta}>
                <span>{option.lesson_subject_name}</span>
                <span>{t('lessonSchedule.teacherLine', { name: option.teacher_name || t('lessonSchedule.teacherFallback') })}</span>
                <span>{t('lessonSchedule.reschedule.freeSeats', { count: option.free_seats })}</span>
              </div>
              {option.is_available_time && <Tag color="green" style={{ marginTop: 4 }}>{t('lessonSchedule.reschedule.availableTime')}</Tag>}
            </div>
            <Radio.Group
              optionType="button"
              size="small"
              value={rank}
              aria-label={t('lessonSchedule.reschedule.rankLabel', { lesson: title })}
              onChange={(e) => props.onChange(chooseRank(choices, { frameId: option.lesson_frame_id, rank: e.target.value as Rank }))}
              options={[
                { value: 'first', label: t('lessonSchedule.reschedule.first') },
                { value: 'second', label: t('lessonSchedule.reschedule.second'), disabled: choices.first === undefined && rank !== 'second' },
                { value: 'none', label: t('lessonSchedule.reschedule.none') },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
