// The public API of @klubhus/ui, listed by hand so that nothing becomes public by accident.
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs';
export { ActionList, ActionListItem } from './components/ActionList';
export type { ActionListItemProps, ActionListProps } from './components/ActionList';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateHeadingLevel, EmptyStateProps } from './components/EmptyState';
export { Money, formatMoney } from './components/Money';
export type { MoneyProps, MoneyTone } from './components/Money';
export { StatusPill } from './components/StatusPill';
export type { StatusPillProps, StatusPillTone } from './components/StatusPill';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './components/Spinner';
export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogFocus, ConfirmDialogProps } from './components/ConfirmDialog';
export { OverlayContainer } from './components/OverlayContainer';
export type { OverlayContainerProps } from './components/OverlayContainer';
export { InfoModal } from './components/InfoModal';
export type { InfoModalProps } from './components/InfoModal';
export { ErrorDialog, errorDialogAction } from './components/ErrorDialog';
export type { ErrorDialogAction, ErrorDialogProps } from './components/ErrorDialog';
export { ErrorScreen } from './components/ErrorScreen';
export type { ErrorScreenProps } from './components/ErrorScreen';
export { MobileNotice } from './components/MobileNotice';
export type { MobileNoticeProps, MobileNoticeStoreLink } from './components/MobileNotice';
export { ImageUpload, scaleToWidth, stripDataUrlPrefix, MAX_IMAGE_WIDTH } from './components/ImageUpload';
export type { ImageUploadProps, ImageUploadValue, ImageSize } from './components/ImageUpload';
// Modals open from a trigger (or from isOpen/onOpenChange); RAC's trigger is part of our API. The app wraps
// its routes in RAC's RouterProvider so that every `href` of the ui (Link, NavItem, Menu) routes client-side,
// and in RAC's I18nProvider so that dates, numbers and screen-reader texts follow the app's language.
export { DialogTrigger, I18nProvider, RouterProvider } from 'react-aria-components';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export {
  applyBrandTokens,
  brandContrastChecks,
  brandTokenNames,
  contrastRatio,
  createBrandTheme,
  defaultBrandTokens,
  relativeLuminance,
  resolveBrandTokens,
} from './theme';
export type {
  BrandColorTokenName,
  BrandColorTokens,
  BrandTokenName,
  BrandTokens,
  ContrastCheck,
  ThemeName,
} from './theme';
export { Link } from './components/Link';
export type { LinkProps, LinkTone, LinkVariant } from './components/Link';
export { IconButton } from './components/IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton';
export { TextField } from './components/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField';
export { NumberField, normaliseDecimalInput, parseDecimal } from './components/NumberField';
export type { NumberFieldProps } from './components/NumberField';
export { Select, SelectItem } from './components/Select';
export type { SelectItemProps, SelectProps } from './components/Select';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { RadioGroup, Radio } from './components/RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './components/RadioGroup';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { Toggle } from './components/Toggle';
export type { ToggleProps } from './components/Toggle';
export { Tooltip, TooltipTrigger } from './components/Tooltip';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './components/Tooltip';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './components/Menu';
export type {
  MenuItemProps,
  MenuItemVariant,
  MenuPlacement,
  MenuProps,
  MenuSectionProps,
  MenuTriggerProps,
} from './components/Menu';
export { Badge, formatBadgeCount } from './components/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './components/Badge';
export { Avatar, avatarInitials } from './components/Avatar';
export type { AvatarProps, AvatarSize, NamedAvatarProps, PersonAvatarProps } from './components/Avatar';
export { NavItem } from './components/NavItem';
export type { NavItemBadge, NavItemProps } from './components/NavItem';
export { ClubSwitcher } from './components/ClubSwitcher';
export type { ClubOption, ClubSwitcherProps } from './components/ClubSwitcher';
export { DEFAULT_LANGUAGE_LABELS, LanguageSwitcher, languageOptions } from './components/LanguageSwitcher';
export type { LanguageOption, LanguageSwitcherProps, LanguageSwitcherVariant } from './components/LanguageSwitcher';
export { MemberSwitcher } from './components/MemberSwitcher';
export type { MemberSwitcherProps, SwitchableMember } from './components/MemberSwitcher';
export { Foldable, FOLDED_VALUES, readFolded, writeFolded } from './components/Foldable';
export type { FoldableHeadingLevel, FoldableProps, FoldedStorage } from './components/Foldable';
export { CopyButton, COPY_CONFIRMATION_MS } from './components/CopyButton';
export type { CopyButtonProps } from './components/CopyButton';
export { Lightbox, LIGHTBOX_IMAGE_WIDTH } from './components/Lightbox';
export type { LightboxProps } from './components/Lightbox';
export { Stepper, stepPosition, stepStatus } from './components/Stepper';
export type { StepPosition, StepStatus, StepperProps, StepperStep } from './components/Stepper';
export { FileDrop, CSV_FILE_TYPES, isAcceptedFile, rejectedFileMessage } from './components/FileDrop';
export type { FileDropProps, FileLike } from './components/FileDrop';
export { ProgressBar, formatPercent, progressPercentage } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';
export { TokenSearch, addToken, joinQuery, removeLastToken, removeToken } from './components/TokenSearch';
export type { TokenSearchProps } from './components/TokenSearch';
export { DateTimePicker, formatDateTime, nextFullHour, snapDateTime, snapMinutes } from './components/DateTimePicker';
export type { DateTimePickerHandle, DateTimePickerProps } from './components/DateTimePicker';
export { DatePicker } from './components/DatePicker';
export type { DatePickerProps } from './components/DatePicker';
export { ColourField } from './components/ColourField';
export type { ColourFieldProps } from './components/ColourField';
export { SwatchPicker } from './components/SwatchPicker';
export type { SwatchOption, SwatchPickerProps } from './components/SwatchPicker';
export { IconPicker } from './components/IconPicker';
export type { IconOption, IconPickerProps } from './components/IconPicker';
export { LinkifiedText, linkParts } from './components/LinkifiedText';
export type { LinkifiedTextProps, TextPart } from './components/LinkifiedText';
export { MemberPickerList, MEMBER_PICKER_ROW_HEIGHT } from './components/MemberPickerList';
export type { MemberPickerListProps, PickerMember } from './components/MemberPickerList';
export { ScrollArea, SCROLL_AREA_HEIGHTS } from './components/ScrollArea';
export type { ScrollAreaProps } from './components/ScrollArea';
export { ParticipantPreview, previewParticipants } from './components/ParticipantPreview';
export type { Participant, ParticipantPreviewProps, ParticipantPreviewSplit } from './components/ParticipantPreview';
export { countSelected, DataTable, nextSortDescriptor } from './components/DataTable';
export type {
  DataTableAllExcept,
  DataTableCellValue,
  DataTableColumn,
  DataTableColumnWidth,
  DataTableProps,
  DataTableRange,
  DataTableSelection,
  DataTableSelectionMode,
  DataTableSortDescriptor,
  DataTableSortDirection,
  DataTableValueKey,
  DataTableWindow,
} from './components/DataTable';
