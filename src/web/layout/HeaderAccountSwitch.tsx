import { Avatar, Badge, Button, Flex, Tooltip } from 'antd';
import { Link } from 'react-router';
import { constants } from '../../generated/constants.js';
import { shortenLongText } from '../format/shortenLongText.js';
import { useLinkedAccounts, type LinkedAccount } from '../hooks/useLinkedAccounts.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../navigation/screenIndex.js';
import { parenthesized } from '../format/japaneseText.js';

function AccountAvatar(props: { account: LinkedAccount; isCurrent: boolean; size: number }) {
  return (
    <Avatar
      size={props.size}
      style={{
        background: props.isCurrent ? constants.primaryColor : '#d9d9d9',
        color: props.isCurrent ? '#fff' : 'rgba(0, 0, 0, 0.75)',
        boxShadow: props.isCurrent ? `0 0 0 2px #fff, 0 0 0 4px ${constants.primaryColor}` : undefined,
      }}
    >
      {props.account.abbreviation}
    </Avatar>
  );
}

/**
 * Guardians with several children and teachers with linked accounts: one avatar button per account with its own
 * unread count (badge max 99), polled with the bell; choosing another asks for confirmation (spec §4). On a phone
 * only the current account shows, leading to /choose-user, with a dot when another account has unread items.
 */
export function HeaderAccountSwitch(props: { isMobile: boolean }) {
  const { accounts, currentId, choose } = useLinkedAccounts({ poll: true });
  if (accounts.length < 2) return null;
  const current = accounts.find((a) => a.id === currentId);
  if (props.isMobile) {
    const othersUnread = accounts.some((a) => a.id !== currentId && a.countNotification > 0);
    return (
      <Tooltip title={t('header.switchAccount')}>
        <Link to={screenById('home.choose-user').path} aria-label={t('header.switchAccount')} className="header-icon-target">
          <Badge dot={othersUnread}>
            {current ? <AccountAvatar account={current} isCurrent size={28} /> : <Avatar size={28}>…</Avatar>}
          </Badge>
        </Link>
      </Tooltip>
    );
  }
  return (
    <Flex align="center" gap={10} role="group" aria-label={t('header.switchAccount')}>
      {accounts.map((a) => {
        const isCurrent = a.id === currentId;
        const label = `${a.name}${isCurrent ? parenthesized(t('chooseUser.current')) : ''}`;
        return (
          <Tooltip key={a.id} title={shortenLongText(label)}>
            <Button
              type="text" shape="circle" aria-label={label} aria-pressed={isCurrent}
              style={{ padding: 0, width: 34, height: 34 }}
              onClick={() => { if (!isCurrent) choose(a); }}
            >
              <Badge count={a.countNotification} overflowCount={Number(constants.badgeMax)} size="small" offset={[-2, 2]}>
                <AccountAvatar account={a} isCurrent={isCurrent} size={30} />
              </Badge>
            </Button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
