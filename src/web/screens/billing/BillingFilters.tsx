import { Flex, Select } from 'antd';
import { formatMonth, t } from '../../kit';
import { billingMonthChoices, type SchoolhouseChoice } from './useBillingFilters.js';

/**
 * The billing month select and, when given, the schoolhouse select of a billing screen: one schoolhouse
 * (`schoolhouse`), or every schoolhouse or one (`anySchoolhouse`, undefined for すべての校舎).
 */
export function BillingFilters(props: {
  month: string; onMonth: (month: string) => void;
  schoolhouse?: { id: number | undefined; choices: SchoolhouseChoice[]; onChange: (id: number) => void };
  anySchoolhouse?: { id: number | undefined; choices: SchoolhouseChoice[]; onChange: (id: number | undefined) => void };
}) {
  const months = billingMonthChoices();
  const options = (months.includes(props.month) ? months : [props.month, ...months]).map((m) => ({ value: m, label: formatMonth(m) }));
  return (
    <Flex gap={16} wrap align="center">
      <span>
        <span style={{ marginRight: 8 }}>{t('billing.month')}</span>
        <Select aria-label={t('billing.month')} value={props.month} options={options} onChange={props.onMonth} style={{ width: 140 }} />
      </span>
      {props.schoolhouse && (
        <span>
          <span style={{ marginRight: 8 }}>{t('billing.schoolhouse')}</span>
          <Select
            aria-label={t('billing.schoolhouse')}
            value={props.schoolhouse.id}
            options={props.schoolhouse.choices}
            onChange={props.schoolhouse.onChange}
            style={{ width: 200 }}
            showSearch
            optionFilterProp="label"
          />
        </span>
      )}
      {props.anySchoolhouse && (
        <Select
          aria-label={t('billing.schoolhouse')}
          style={{ width: 200 }}
          value={props.anySchoolhouse.id ?? 0}
          onChange={(value: number) => props.anySchoolhouse!.onChange(value === 0 ? undefined : value)}
          options={[{ value: 0, label: t('billing.allSchoolhouses') }, ...props.anySchoolhouse.choices]}
        />
      )}
    </Flex>
  );
}
