import { constants } from '../../../generated/constants.js';
import { UserOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useCurrentUser } from '../../hooks/useCurrentUser.js';
import { t } from '../../i18n/i18n.js';
import { detailText } from '../../format/japaneseText.js';

/** The greeting at the top of the home page: the user's name, today's date and, for a guardian, the child acted as. */
export function HomeGreeting() {
  const user = useCurrentUser();
  const isGuardian = user.role === 'PROTECTOR';
  const name = user.display_name || user.staff_name || user.user.username;
  const child = user.student;
  return (
    <div style={{ marginBottom: 20 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16, overflowWrap: 'anywhere' }}>
        {isGuardian ? t('homePage.greetingGuardian', { name }) : t('homePage.greetingStaff', { name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {t('homePage.today', { date: dayjs().format(t('homePage.dateFormat')) })}
      </Typography.Paragraph>
      {isGuardian && child && (
        <Typography.Paragraph style={{ margin: '4px 0 0' }}>
          <UserOutlined style={{ color: constants.primaryColor, marginInlineEnd: 6 }} />
          {t('homePage.actingFor', {
            name: `${child.student_family_name_kanji} ${child.student_first_name_kanji}`,
            detail: detailText([child.schoolyear.schoolyear_name, child.schoolhouse.schoolhouse_name]),
          })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
