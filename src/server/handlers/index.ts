import type { HandlerName } from '../../generated/operations.js';
import { accountUnreadNotificationCount } from './accountUnreadNotificationCount.js';
import { changePassword } from './changePassword.js';
import { createSwitchToken } from './createSwitchToken.js';
import { currentTerm } from './currentTerm.js';
import { currentUser } from './currentUser.js';
import { deleteNotification } from './deleteNotification.js';
import { getUserByToken } from './getUserByToken.js';
import { invoiceStatus } from './invoiceStatus.js';
import { listNotifications } from './listNotifications.js';
import { login } from './login.js';
import { loginSwitch } from './loginSwitch.js';
import { notificationStatus } from './notificationStatus.js';
import { personalInformation } from './personalInformation.js';
import { printPendingCount } from './printPendingCount.js';
import { readAllNotifications } from './readAllNotifications.js';
import { readNotifications } from './readNotifications.js';
import { readSettings } from './readSettings.js';
import { recordActivity } from './recordActivity.js';
import { relatedStudents } from './relatedStudents.js';
import { relatedTeachers } from './relatedTeachers.js';
import { systemInfo } from './systemInfo.js';
import type { Handler } from './types.js';
import { unreadNotificationCount } from './unreadNotificationCount.js';
import { updateNotificationEmail } from './updateNotificationEmail.js';
import { writeSettings } from './writeSettings.js';

/** Every handler that model/operations.yaml names; a missing one is a type error. */
export const handlers: Record<HandlerName, Handler> = {
  accountUnreadNotificationCount, changePassword, createSwitchToken, currentTerm, currentUser, deleteNotification, getUserByToken,
  invoiceStatus, listNotifications, login, loginSwitch, notificationStatus, personalInformation, printPendingCount, readAllNotifications,
  readNotifications, readSettings, recordActivity, relatedStudents, relatedTeachers, systemInfo, unreadNotificationCount,
  updateNotificationEmail, writeSettings,
};
