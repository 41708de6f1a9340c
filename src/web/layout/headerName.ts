import { roleAuthority, type RoleName } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { t } from '../i18n/i18n.js';

/** The user's name as the header shows it: at most 10 characters then 「…」, and 「様」 for guardians. */
export function headerName(options: { name: string; role: RoleName }): string {
  const chars = [...options.name.trim()];
  const short = chars.length > constants.headerNameMaxChars ? `${chars.slice(0, constants.headerNameMaxChars).join('')}…` : chars.join('');
  return roleAuthority[options.role] === 'AUTH_PROTECTOR' ? `${short} ${t('common.honorific')}` : short;
}
