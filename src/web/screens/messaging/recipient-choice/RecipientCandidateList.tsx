import { Checkbox, Empty, List, Tag, Typography } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { candidateKana, candidateName, candidateStatus, type RecipientCandidate } from './recipientCandidate.js';
import { ListLoading } from '../../../components/ListLoading';
import { detailText, labelled } from '../../../format/japaneseText.js';

/** One page of candidates with a checkbox each, stacked for phones; students without a guardian cannot be chosen. */
export function RecipientCandidateList(props: {
  rows: RecipientCandidate[];
  isLoading: boolean;
  selected: ReadonlySet<number>;
  onAdd: (ids: number[]) => void;
  onRemove: (ids: number[]) => void;
}) {
  return (
    <List loading={props.isLoading} dataSource={props.rows} locale={{ emptyText: props.isLoading ? <ListLoading /> : <Empty description={t('common.noData')} /> }}
      renderItem={(c) => (
        <List.Item style={{ paddingInline: 4 }}>
          <Checkbox checked={props.selected.has(c.id)} disabled={!c.has_guardian} style={{ width: '100%' }} aria-label={candidateName(c)}
            onChange={(e) => (e.target.checked ? props.onAdd([c.id]) : props.onRemove([c.id]))}>
            <div>
              <Typography.Text strong>{candidateName(c)}</Typography.Text>
              {candidateKana(c) && <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>{candidateKana(c)}</Typography.Text>}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {detailText([c.student_number, c.schoolyear_name, c.schoolhouse_name, c.school_name, candidateStatus(c)].filter((text): text is string => Boolean(text)))}
            </Typography.Text>
            <div style={{ fontSize: 12 }}>
              {c.has_guardian
                ? labelled(t('noticeCompose.recipients.protector'), c.protector_name ?? '')
                : <Tag>{t('noticeCompose.recipients.noGuardian')}</Tag>}
            </div>
          </Checkbox>
        </List.Item>
      )}
    />
  );
}
