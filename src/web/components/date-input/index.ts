// The one date field of the app (issue 17) and what forms need to check its value.
export { DateInput, type DateInputProps } from './DateInput';
export { DatePeriodInput, datePeriodMessage, type DatePeriodValue } from './DatePeriodInput';
export { dateValueMessage, dayjsOf, formatDateValue, isTypedText, readDateValue, textOfDateValue, type DateInputValue, type DateTextKind } from './dateValue.js';
