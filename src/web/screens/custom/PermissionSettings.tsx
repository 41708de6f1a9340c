import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Form, Radio, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { ApiError } from '../../providers/apiError.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { usePermissionSettings, useSchoolhouses } from './usePermissionSettings.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { useUnsavedChanges } from '../generic/useUnsavedChanges.js';
import { useFeedback } from '../../feedback/feedback.js';

type Values = Record<string, string>;
const isFlag = (values: ReadonlyArray<{ code?: string }>) =>
  values.length === 2 && values.every((v) => v.code === constants.enabledFlag || v.code === constants.disabledFlag);

/**
 * /setting: per schoolhouse, every feature setting and labelled option of the model, saved together. Changing the
 * schoolhouse or leaving the page with changed settings asks first; staying keeps the schoolhouse and the changes.
 */
export function PermissionSettings({ screen }: ScreenProps) {
  const { message } = useFeedback();
  const [schoolhouseId, setSchoolhouseId] = useState<number>();
  const [values, setValues] = useState<Values>({});
  const houses = useSchoolhouses();
  const { settings, save } = usePermissionSettings(schoolhouseId);
  const data = settings.data;
  const unsaved = useUnsavedChanges();
  const { markClean } = unsaved;
  useEffect(() => {
    if (data) setValues(Object.fromEntries(data.settings.map((s) => [s.name, s.value])));
    markClean();
  }, [data, markClean]);

  const submit = () => save.mutate(Object.entries(values).map(([name, value]) => ({ name, value })), {
    onSuccess: () => {
      markClean();
      void message.success(t('permission.saved'));
    },
    onError: showCallError,
  });
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    unsaved.markDirty();
  };
  const chooseSchoolhouse = (id: number) => {
    if (id !== schoolhouseId) unsaved.confirmDiscard('switch', () => setSchoolhouseId(id));
  };

  return (
    <>
      <PageHeader
        title={screenTitle(screen)}
        extra={data && <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>{t('common.save')}</Button>}
      />
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 880 }}>
        <Card>
          <Form layout="vertical">
            <Form.Item label={t('permission.schoolhouse')} htmlFor="permission-schoolhouse" required help={schoolhouseId === undefined ? t('permission.schoolhouseRequired') : undefined}>
              <Select
                id="permission-schoolhouse"
                style={{ maxWidth: 320 }}
                placeholder={t('permission.chooseSchoolhouse')}
                loading={houses.isLoading}
                disabled={save.isPending}
                value={schoolhouseId}
                onChange={chooseSchoolhouse}
                options={(houses.data?.data ?? []).map((h) => ({ value: Number(h.id), label: String(h.schoolhouse_name) }))}
              />
            </Form.Item>
          </Form>
        </Card>
        {schoolhouseId === undefined && <Empty description={t('permission.chooseSchoolhouse')} />}
        {settings.error instanceof ApiError && <Alert type="error" showIcon message={settings.error.message} />}
        {data && data.groups.map((group) => {
          const rows = data.settings.filter((s) => s.group === group.name);
          if (rows.length === 0) return null;
          return (
            <Card key={group.name} title={group.label} size="small">
              {rows.map((s) => (
                <Flex key={s.name} justify="space-between" align="center" gap={16} wrap style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                  <Typography.Text>{s.label}</Typography.Text>
                  {isFlag(s.values)
                    ? <Switch aria-label={s.label} checked={values[s.name] === constants.enabledFlag}
                        onChange={(on) => set(s.name, on ? String(constants.enabledFlag) : String(constants.disabledFlag))} />
                    : <Radio.Group value={values[s.name]} onChange={(e) => set(s.name, String(e.target.value))}
                        options={s.values.map((v) => ({ value: v.code ?? '', label: v.label ?? '' }))} />}
                </Flex>
              ))}
            </Card>
          );
        })}
        {data && (
          <Flex justify="end">
            <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>{t('common.save')}</Button>
          </Flex>
        )}
      </Space>
    </>
  );
}
