import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldWidgetName } from '../../../../generated/forms.js';
import { CountedTextarea } from './CountedTextarea';
import { EnumRadio, EnumSelect, SwitchField } from './ChoiceFields';
import { ColorField } from './ColorField';
import { DateField, DateTimeField, TimeField } from './DateFields';
import { DecimalField, IntegerField, YenField } from './NumberFields';
import { PostalCodeField } from './PostalCodeField';
import { RefSelect, RefsSelect } from './RefFields';
import { EmailField, JsonField, KanaField, PasswordField, PhoneField, TextField } from './TextFields';

/**
 * The field components of every generic form, one per field type (the way Twenty registers its field types): the
 * generator names one of them in each field's ui:widget (generator/model/fieldTypes.ts), and this record must have
 * every name it can write (src/generated/forms.ts fieldWidgetNames), or the typecheck fails.
 */
export const fieldWidgets = {
  TextField,
  TextareaField: CountedTextarea,
  IntegerField,
  DecimalField,
  YenField,
  SwitchField,
  DateField,
  DateTimeField,
  TimeField,
  EmailField,
  EnumSelect,
  EnumRadio,
  RefSelect,
  RefsSelect,
  PasswordField,
  JsonField,
  KanaField,
  PostalCodeField,
  PhoneField,
  ColorField,
} as const satisfies Record<FieldWidgetName, ComponentType<WidgetProps>>;
