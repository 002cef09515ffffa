// The back office's building blocks: every resource screen is assembled from these.
export { DataTable, type DataColumn, type DataTableProps } from './data-table/data-table';
export { staticList } from './data-table/static-list';
export { ReportPagination } from './data-table/pagination';
export { ListToolbar, LIST_SEARCH_DEBOUNCE_MS, type ListFilter } from './data-table/list-toolbar';
export { RecordFilter, type RecordFilterProps } from './data-table/record-filter';
export { DateRangeFilter, type DateRangeFilterProps } from './data-table/date-range-filter';
export { SortSelect, type SortSelectProps } from './data-table/sort-select';
export { useResourceList, DEFAULT_PAGE_SIZE, type ResourceList, type ListQuery } from './data-table/use-resource-list';
export { useAdminForm, type AdminForm } from './forms/use-admin-form';
export { RecordForm, type RecordFormProps, type RecordFormShellProps } from './forms/record-form';
export {
  FormActions,
  FormCheckboxField,
  FormGrid,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from './forms/form-fields';
export {
  FormRecordSelect,
  RecordSelect,
  RECORD_SELECT_DEBOUNCE_MS,
  type FormRecordSelectProps,
  type RecordSelectProps,
} from './forms/record-select';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { PageHeader, type Crumb } from './page-header';
export { LoadFailed } from './load-failed';
export { StatCard, StatGrid } from './stat-card';
export { StatusBadge, type BadgeTone } from './status-badge';
export { ChartCard, type ChartDatum } from './charts/chart-card';
export type { ChartUnit } from './charts/chart-units';
export { countOf, formatCount, formatDate, formatDateTime, formatPaise, telHref, totalOfAll } from './format';
export { RecordGate, type RecordGateProps } from './record/record-gate';
export { RecordDetailPage, type RecordDetailPageProps } from './record/record-detail-page';
export { useRecord, isMissingRecord } from './record/use-record';
export { DetailCard, DetailLayout, Fact, Facts } from './detail/detail';
export { DeleteRecordDialog, type DeleteRecordDialogProps } from './delete-record-dialog';
export { ReverseDialog, type ReverseDialogProps } from './reverse-dialog';
export { useDebounced } from './use-debounced';
export { LedgerLink, ledgerPath } from './ledger-link';
export { listFileQuery, type ListFileQuery } from './data-table/list-file-query';
export {
  ResourceListPage,
  type RecordLink,
  type ResourceListApi,
  type ResourceListPageProps,
} from './data-table/resource-list-page';
export { SheetActions, type SheetActionsProps } from './sheets/sheet-actions';
export { ImportDialog, type ImportApi } from './sheets/import-dialog';
export { saveFile } from './sheets/save-file';
export { useUrlParam } from './use-url-param';
export { RequirePermission } from './require-permission';
