// The generic views' public face: stories and tests render model lists, forms and screens through it.
export { GenericListView, type GenericListViewProps, type ListSort } from './GenericListView';
export { GenericFormView as ModelForm, type GenericFormViewProps as ModelFormProps } from './GenericFormView';
export { GenericScreen, ScopedGenericScreen } from './GenericScreen';
// The pieces of the generic screens, which the custom-screen kit (src/web/kit) embeds.
export { EntityListPanel, type EntityListPanelProps } from './EntityListPanel';
export { EntityDetailBody, EntityDetailDrawer } from './EntityDetailDrawer';
export { EntityFormPanel, type EntityFormPanelProps } from './EntityFormPanel';
export { RefineScope } from './RefineScope';
