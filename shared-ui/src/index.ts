export { Button, type ButtonVariant } from './button/button';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { ErrorPanel, type ErrorPanelProps } from './error-panel/error-panel';
export { Page } from './layout/page';
export { FieldError, TextField, type TextFieldProps } from './text-field/text-field';
export { ToastView, type ToastViewProps } from './toast/toast-view';
export { defaultUiTheme, uiThemeFrom, type UiTheme } from './theme/tokens';
