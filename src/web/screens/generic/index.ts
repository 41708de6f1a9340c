// The generic views' public face: stories and tests render model lists, forms and screens through it.
export { GenericListView, type GenericListViewProps, type ListSort } from './GenericListView';
export { GenericFormView as ModelForm, type GenericFormViewProps as ModelFormProps } from './GenericFormView';
export { GenericScreen } from './GenericScreen';
