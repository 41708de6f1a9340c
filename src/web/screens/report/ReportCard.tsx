import { entities } from '../../../generated/entities.js';
import { Card, Checkbox, Col, Flex, Input, Row, Select, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { codeLabel, ReportStatus } from '../../../generated/enums.js';
import { t, type ApiData } from '../../kit';
import { codeOptions, type ReportField, type ReportFieldName } from './reportFields.js';

export type Report = ApiData<'get', '/api/v1/lesson-reports'>['data'][number];
export type Lesson = ApiData<'get', '/api/v1/lesson-reports/timetables'>['data'][number];
export type Template = ApiData<'get', '/api/v1/lesson-reports/templates'>['data'][number];
export type Edits = Partial<Record<ReportFieldName, unknown>>;

/** Which code lists may be left empty (the others are required by the model). */
const isRequired = (name: ReportFieldName) => (entities.lesson_report.fields as Readonly<Record<string, { required?: boolean }>>)[name]?.required === true;
/** A field's longest value: the model's maxLength of that report field. */
const maxLengthOf = (name: string) => (entities.lesson_report.fields as Readonly<Record<string, { maxLength?: number }>>)[name]?.maxLength;

/** One input of a card: its label above, the input, and the server's error under it. */
function Field(props: { label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{props.label}</Typography.Text>
      {props.children}
      {props.error && <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">{props.error}</Typography.Text>}
    </div>
  );
}

/**
 * One report of the bulk editor: the lesson (student, period, time, subject, teacher) and its 公開状況, a check box
 * to choose it, a template select that fills its texts, then the fields the company uses — selects in a row, the
 * texts below (two or three abreast on a PC, one under another on a phone). Every input is labelled with the field
 * and the student (授業内容（山田 太郎）).
 */
export function ReportCard(props: {
  report: Report;
  name: string;
  lessonLine: string;
  teacherName: string;
  fields: ReportField[];
  values: Edits;
  isDirty: boolean;
  isChosen: boolean;
  errors: Partial<Record<string, string>>;
  textbooks: Array<{ value: number; label: string }>;
  templates: Template[];
  onChoose: (chosen: boolean) => void;
  onChange: (field: ReportFieldName, value: unknown) => void;
  onTemplate: (template: Template) => void;
}) {
  const { report, name, fields, values, errors } = props;
  const aria = (field: ReportField) => t('report.fieldOf', { field: field.label, name });
  const value = (field: ReportField) => (field.name in values ? values[field.name] : (report as unknown as Record<string, unknown>)[field.name]);
  const status = (field: ReportField) => (errors[field.name] ? 'error' as const : undefined);
  const marks = fields.filter((f) => f.kind !== 'text');
  const texts = fields.filter((f) => f.kind === 'text');
  const input = (field: ReportField) => {
    if (field.kind === 'code' && field.list) {
      return (
        <Select
          aria-label={aria(field)}
          status={status(field)}
          value={value(field) ?? undefined}
          allowClear={!isRequired(field.name)}
          placeholder={t('report.choosePlaceholder')}
          options={codeOptions(field.list)}
          onChange={(v: unknown) => props.onChange(field.name, v ?? null)}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.kind === 'textbook') {
      return (
        <Select
          aria-label={aria(field)}
          status={status(field)}
          value={value(field) ?? undefined}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('report.textbookPlaceholder')}
          options={props.textbooks}
          onChange={(v: unknown) => props.onChange(field.name, v ?? null)}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.kind === 'line') {
      return <Input aria-label={aria(field)} status={status(field)} maxLength={maxLengthOf(field.name)} value={String(value(field) ?? '')} onChange={(e) => props.onChange(field.name, e.target.value)} />;
    }
    return (
      <Input.TextArea
        aria-label={aria(field)}
        status={status(field)}
        maxLength={maxLengthOf(field.name)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={String(value(field) ?? '')}
        onChange={(e) => props.onChange(field.name, e.target.value)}
      />
    );
  };
  const isPublished = report.status === ReportStatus.published;
  return (
    <Card size="small" style={props.isDirty ? { borderColor: '#faad14' } : undefined}>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Space wrap size={[8, 0]}>
          <Checkbox checked={props.isChosen} aria-label={t('report.chooseRow', { name })} onChange={(e) => props.onChoose(e.target.checked)} />
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{props.lessonLine}</Typography.Text>
          {props.teacherName && <Typography.Text type="secondary">{t('report.teacherLine', { name: props.teacherName })}</Typography.Text>}
        </Space>
        <Space wrap size={4}>
          {props.isDirty && <Tag color="orange">{t('report.unsavedTag')}</Tag>}
          <Tag color={isPublished ? 'blue' : 'default'}>{codeLabel('report_status', report.status)}</Tag>
          {props.templates.length > 0 && (
            <Select
              size="small"
              aria-label={t('report.fieldOf', { field: t('report.template'), name })}
              placeholder={t('report.template')}
              value={null}
              options={props.templates.map((tpl) => ({ value: tpl.id, label: tpl.title }))}
              onChange={(id: number) => {
                const template = props.templates.find((tpl) => tpl.id === id);
                if (template) props.onTemplate(template);
              }}
              style={{ width: 160 }}
            />
          )}
        </Space>
      </Flex>
      <Row gutter={[12, 8]}>
        {marks.map((field) => (
          <Col key={field.name} xs={12} sm={8} md={6} xl={4}>
            <Field label={field.label} error={errors[field.name]}>{input(field)}</Field>
          </Col>
        ))}
        {texts.map((field) => (
          <Col key={field.name} xs={24} md={12} xl={8}>
            <Field label={field.label} error={errors[field.name]}>{input(field)}</Field>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
