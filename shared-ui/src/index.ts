import { lazyPart, lazyParts } from './lazy/lazy-part';

/** Where a lazily fetched field will be: about one labelled field's height. */
const FIELD_HEIGHT = '72px';
/** An overlay holds no place while it arrives, and is not fetched while it stays closed. */
const closedOverlay = { fallback: null, drawnWhen: ({ isOpen }: { isOpen: boolean }) => isOpen };

export { holdLazyParts, lazyPart, preloadLazyParts } from './lazy/lazy-part';
export { lazyPage, lazyPages, PageLoading } from './lazy/lazy-page';
export { transitionRoots } from './roots/transition-roots';
// Theme (the colour arithmetic is the contracts', so the web server's drawn pages share it: decision 0253)
export { defaultUiTheme, uiThemeFrom, type UiTheme } from './theme/tokens';
export {
  contrastRatio,
  darken,
  lighten,
  readableForeground,
  readablePair,
  readableTextOn,
  READABLE_CONTRAST,
  themeShades,
} from '@coachforge/contracts';
// Layout and feedback
export { MOBILE_QUERY, useIsMobile, useMediaQuery } from './media-query/use-media-query';
export { Page } from './layout/page';
export { Card, type CardProps } from './card/card';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './error-panel/error-panel';
export { Notice, type NoticeProps, type NoticeTone } from './notice/notice';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar';
export { StatusBadge, type StatusTone } from './status-badge/status-badge';
export { Avatar, initialsOf, type AvatarProps } from './avatar/avatar';
export { ToastView, type ToastViewProps } from './toast/toast-view';
// Not lazy: its control would be drawn again when the bubble arrived, under a pointer already on it (0251).
export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export { Collapsible, type CollapsibleProps } from './collapsible/collapsible';
export type { VideoPlayerProps } from './video-player/video-player';
export const VideoPlayer = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-video" */ './video-player/video-player')).VideoPlayer,
  '240px',
);
export { SafeHtml, sanitiseHtml } from './safe-html/safe-html';
export { AttachmentList, isVisualMedia, type AttachmentListProps } from './attachment-list/attachment-list';
// Actions
export {
  Button,
  ButtonBase,
  IconButton,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
// Menus fetch React Aria's collections and focus scope the first time a page draws one (decision 0251).
export { DropdownMenu } from './dropdown-menu/lazy-dropdown-menu';
export type {
  DropdownMenuEntry,
  DropdownMenuProps,
  DropdownVariant,
} from './dropdown-menu/dropdown-menu-props';
export type { PopoverPanelProps } from './popover-panel/popover-panel';
// Panels fetch React Aria's overlays the first time a page draws one, their button drawn meanwhile (0272).
export { PopoverPanel } from './popover-panel/lazy-popover-panel';
export { CopyButton, type CopyButtonProps } from './copy-button/copy-button';
// Forms
export { FieldError, TextField, type TextFieldProps } from './text-field/text-field';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export {
  CommentBox,
  type CommentBoxProps,
  type CommentDraft,
  type CommentPerson,
} from './comment-box/comment-box';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { RadioGroup, type RadioGroupProps } from './radio-group/radio-group';
export { Switch, type SwitchProps } from './switch/switch';
export type { ChoiceOption, SelectProps } from './select/select';
export const Select = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-select" */ './select/select')).Select,
  FIELD_HEIGHT,
);
export type { ComboBoxProps } from './combobox/combobox';
export const ComboBox = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-combobox" */ './combobox/combobox')).ComboBox,
  FIELD_HEIGHT,
);
export type { MultiSelectProps } from './multiselect/multiselect';
export const MultiSelect = lazyPart(
  async () =>
    (await import(/* webpackChunkName: "ui-multiselect" */ './multiselect/multiselect')).MultiSelect,
  FIELD_HEIGHT,
);
export type { DatePickerProps } from './date-picker/date-picker';
export const DatePicker = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-dates" */ './date-picker/date-picker')).DatePicker,
  FIELD_HEIGHT,
);
export { type DayRange } from './date-picker/calendar-dates';
export type { DateRangePickerProps } from './date-range-picker/date-range-picker';
export const DateRangePicker = lazyPart(
  async () =>
    (await import(/* webpackChunkName: "ui-dates" */ './date-range-picker/date-range-picker'))
      .DateRangePicker,
  FIELD_HEIGHT,
);
export { defaultDateRange, rangeForShortcut } from './date-range-picker/date-shortcuts';
export type { AgeRangeFieldProps } from './age-range/age-range-field';
export const AgeRangeField = lazyPart(
  async () =>
    (await import(/* webpackChunkName: "ui-filters" */ './age-range/age-range-field')).AgeRangeField,
  FIELD_HEIGHT,
);
export type { FilterBarProps } from './filter-bar/filter-bar';
export const FilterBar = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-filters" */ './filter-bar/filter-bar')).FilterBar,
  FIELD_HEIGHT,
);
export type { BirthdateFieldProps } from './birthdate-field/birthdate-field';
export const BirthdateField = lazyPart(
  async () =>
    (await import(/* webpackChunkName: "ui-birthdate" */ './birthdate-field/birthdate-field')).BirthdateField,
  FIELD_HEIGHT,
);
// Overlays
// Overlays open on a person's action: fetched then (decision 0243), drawn over the page, so they hold no place.
export { DialogActions } from './dialog/dialog-actions';
export type { DialogProps, DialogSize } from './dialog/dialog';
export const Dialog = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-overlays" */ './dialog/dialog')).Dialog,
  '0px',
  closedOverlay,
);
export type { SideModalProps } from './side-modal/side-modal';
export const SideModal = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-overlays" */ './side-modal/side-modal')).SideModal,
  '0px',
  closedOverlay,
);
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export const ConfirmDialog = lazyPart(
  async () =>
    (await import(/* webpackChunkName: "ui-overlays" */ './confirm-dialog/confirm-dialog')).ConfirmDialog,
  '0px',
  closedOverlay,
);
// Navigation and data
// The tabs arrive together; the first page that draws them fetches them (decision 0251).
const tabsPart = lazyParts(async () => import(/* webpackChunkName: "ui-tabs" */ './tabs/tabs'));
export const Tabs = tabsPart('Tabs', '240px');
export const TabList = tabsPart('TabList', '44px');
export const Tab = tabsPart('Tab', '0px');
export const TabPanel = tabsPart('TabPanel', '0px');
export type { DataTableColumn, DataTableProps } from './table/data-table';
export const DataTable = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-table" */ './table/data-table')).DataTable,
  '240px',
);
export { Pagination, pagesToShow, type PaginationProps } from './pagination/pagination';
export { InfiniteList, type InfiniteListProps } from './infinite-list/infinite-list';
/** Lets links inside menus and tabs navigate with the app's router (single-spa's navigateToUrl). */
export { RouterProvider } from 'react-aria-components';
