import './styles/tokens.css';

export { Alert, type AlertProps } from './components/alert';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/button';
export { Card, type CardProps } from './components/card';
export { ErrorScreen, type ErrorScreenProps } from './components/error-screen';
export { Loading, type LoadingProps } from './components/spinner';
export { TextField, type TextFieldProps } from './components/text-field';
export {
  SelectField,
  TextAreaField,
  CheckboxField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './components/choice-fields';
export { notify } from './components/notify';
export { Toaster } from './components/toaster';
export { TOAST_DURATION } from './components/toast-durations';
export {
  usePageMeta,
  PageMetaCollector,
  breadcrumbs,
  documentTitle,
  SITE_NAME,
  type PageMeta,
  type StructuredData,
} from './components/use-page-meta';
export { lazyPage, PageChunkCollector } from './components/lazy-page';
export { useHydrated } from './components/use-hydrated';
export { usePageParams } from './components/use-page-params';
export { ScriptNotice } from './components/script-notice';
export { LoginForm, type LoginFormProps, type LoginValues, type FieldErrors } from './components/login-form';
export {
  useLiveForm,
  useProgressiveForm,
  readFields,
  changedValues,
  type FieldValue,
  type FieldValues,
  type LiveFormOptions,
  type ProgressiveFormOptions,
  type ProgressiveFormProps,
} from './components/progressive-form';
