import { Avatar, Badge, Col, Empty, Row, Space, Tag } from 'antd';
import { constants } from '../../../generated/constants.js';
import { LongText } from '../../format/LongText';
import { useLinkedAccounts } from '../../hooks/useLinkedAccounts.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import styles from './ChooseUser.module.css';
import { TouchTargets } from '../../components/TouchTargets';

/** /choose-user: the guardian's children or the teacher's linked accounts, each with its unread count. */
export function ChooseUser({ screen }: ScreenProps) {
  const { accounts, currentId, isProtector, isLoading, choose } = useLinkedAccounts();
  return (
    <TouchTargets>
      <PageHeader title={screenTitle(screen)} />
      <p className={styles.lead}>{t('chooseUser.lead')}</p>
      {!isLoading && accounts.length === 0 && <Empty description={t('common.noData')} />}
      <Row gutter={[16, 16]}>
        {accounts.map((a) => (
          <Col key={a.id} xs={24} sm={12} lg={8}>
            {/* The name is a real button (Tab, Enter, Space) whose click area covers the whole card. */}
            {/* Plain elements, not antd Card and Typography: they would bring Tabs and the text editor into the page. */}
            <div className={`card-choice ${styles.card}`}>
              <Space align="start" size="middle">
                <Badge count={a.countNotification} overflowCount={Number(constants.badgeMax)}>
                  <Avatar size={48} style={{ background: constants.primaryColor }}>{a.abbreviation}</Avatar>
                </Badge>
                <Space direction="vertical" size={2}>
                  <button type="button" className="card-choice-button" aria-current={a.id === currentId || undefined} onClick={() => choose(a)}>
                    <LongText text={a.name} />
                  </button>
                  <span className={styles.secondary}>
                    <LongText text={[a.schoolyear_name, a.schoolhouse?.schoolhouse_name, a.teacher_number].filter(Boolean).join(' / ')} />
                  </span>
                  <Space size={4}>
                    {a.is_owner && !isProtector && <Tag>{t('chooseUser.owner')}</Tag>}
                    {a.id === currentId && <Tag color="orange">{t('chooseUser.current')}</Tag>}
                  </Space>
                </Space>
              </Space>
            </div>
          </Col>
        ))}
      </Row>
    </TouchTargets>
  );
}
