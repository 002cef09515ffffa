import type {
  Bank,
  BankListQuery,
  BankOption,
  Branch,
  BranchListQuery,
  BranchOption,
  CreateBranchInput,
  UpdateBranchInput,
  BillingParty,
  BillingPartyListQuery,
  BillingPartyOption,
  CreateBankInput,
  CreateBillingPartyInput,
  CreateDriverInput,
  CreateTruckInput,
  CreateVehicleInput,
  Driver,
  DriverListQuery,
  DriverOption,
  DriverStats,
  ImportResult,
  SelectQuery,
  SheetFormat,
  Truck,
  TruckListQuery,
  TruckOption,
  TruckPaperKind,
  TruckStats,
  UpdateBankInput,
  UpdateBillingPartyInput,
  UpdateDriverInput,
  UpdateTruckInput,
  UpdateVehicleInput,
  Vehicle,
  VehicleListQuery,
  VehicleOption,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';
import { uploadFile, type UploadProgress } from './upload';

/** A file the server sends as an attachment, with the name it gives it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** How much of a download has arrived: a fraction 0–1, or null while the server has not said how large it is. */
export type DownloadProgress = (fraction: number | null) => void;

export async function downloadFile(
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
  onProgress?: DownloadProgress,
): Promise<DownloadedFile> {
  const client = await http();
  const response = await client.get(path, {
    searchParams: searchParams(query),
    timeout: 120_000,
    // A generated file's size is often not known ahead (no Content-Length): ky then says 0 % until the end.
    ...(onProgress && { onDownloadProgress: ({ percent }) => onProgress(percent > 0 ? percent : null) }),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/**
 * The six calls every master record has (spec §7): list, select, get, create, update, remove; and
 * its spreadsheets: the export of what a list shows, the import template, the import itself.
 */
function masterApi<T, Option, Query, Create, Update>(resource: string) {
  const one = (id: string) => `${resource}/${encodeURIComponent(id)}`;
  return {
    /** Every record the list's search, filters and sort match (paging ignored). */
    exportFile: (query: Partial<Query>, format: SheetFormat) =>
      downloadFile(`${resource}/export`, { ...query, page: undefined, limit: undefined, format }, `${resource}.${format}`),
    importTemplate: (format: SheetFormat) =>
      downloadFile(`${resource}/import-template`, { format }, `${resource}-template.${format}`),
    /** preview: every row checked, nothing written; commit: the valid rows added in one transaction. */
    importFile: (file: Blob, mode: 'preview' | 'commit', onProgress?: UploadProgress) =>
      uploadFile<Envelope<ImportResult>>(`${resource}/import?mode=${mode}`, 'file', file, { method: 'post', onProgress }),
    list: async (query: Partial<Query> = {}) =>
      (await http()).get(resource, { searchParams: searchParams(query) }).json<ListEnvelope<T>>(),
    /** The typeahead of forms: at most 20 rows; inactive ones only when asked for. */
    select: async (query: SelectQuery = {}) =>
      (await http()).get(`${resource}/select`, { searchParams: searchParams(query) }).json<Envelope<Option[]>>(),
    get: async (id: string) => (await http()).get(one(id)).json<Envelope<T>>(),
    create: async (input: Create) => (await http()).post(resource, { json: input }).json<Envelope<T>>(),
    update: async (id: string, input: Update) => (await http()).put(one(id), { json: input }).json<Envelope<T>>(),
    remove: async (id: string) => (await http()).delete(one(id)).json<Envelope<null>>(),
  };
}

export const billingPartiesApi = {
  ...masterApi<BillingParty, BillingPartyOption, BillingPartyListQuery, CreateBillingPartyInput, UpdateBillingPartyInput>(
    'billing-parties',
  ),
  /** Mails the party's recorded e-mail a link to open an account in the customer portal. */
  invite: async (id: string) =>
    (await http()).post(`billing-parties/${encodeURIComponent(id)}/invite`).json<Envelope<{ sentTo: string }>>(),
};

export const vehiclesApi = masterApi<Vehicle, VehicleOption, VehicleListQuery, CreateVehicleInput, UpdateVehicleInput>(
  'vehicles',
);

export const banksApi = masterApi<Bank, BankOption, BankListQuery, CreateBankInput, UpdateBankInput>('banks');

/** The company's branches: no sheet import or export (a company has a handful). */
const { list, select, get, create, update, remove } = masterApi<
  Branch,
  BranchOption,
  BranchListQuery,
  CreateBranchInput,
  UpdateBranchInput
>('branches');
export const branchesApi = { list, select, get, create, update, remove };

/** Where a truck paper's scan is read from (an `<img>`/`<iframe>` needs the token, so fetch it as a blob). */
export const truckScanPath = (id: string, kind: TruckPaperKind) => `trucks/${encodeURIComponent(id)}/papers/${kind}/scan`;
export const licenceScanPath = (id: string) => `drivers/${encodeURIComponent(id)}/licence/scan`;

/** A stored scan's bytes, for a preview (object URL) or a download. */
const scanBlob = async (path: string) => (await http()).get(path, { timeout: 120_000 }).blob();

export const trucksApi = {
  ...masterApi<Truck, TruckOption, TruckListQuery, CreateTruckInput, UpdateTruckInput>('trucks'),
  stats: async () => (await http()).get('trucks/stats').json<Envelope<TruckStats>>(),
  /** PDF, JPEG, PNG or WebP, at most 10 MB, judged by content; replaces any earlier scan. */
  uploadScan: (id: string, kind: TruckPaperKind, file: Blob, onProgress?: UploadProgress) =>
    uploadFile<Envelope<Truck>>(truckScanPath(id, kind), 'file', file, { onProgress }),
  removeScan: async (id: string, kind: TruckPaperKind) => (await http()).delete(truckScanPath(id, kind)).json<Envelope<Truck>>(),
  scan: (id: string, kind: TruckPaperKind) => scanBlob(truckScanPath(id, kind)),
};

export const driversApi = {
  ...masterApi<Driver, DriverOption, DriverListQuery, CreateDriverInput, UpdateDriverInput>('drivers'),
  stats: async () => (await http()).get('drivers/stats').json<Envelope<DriverStats>>(),
  uploadLicenceScan: (id: string, file: Blob, onProgress?: UploadProgress) =>
    uploadFile<Envelope<Driver>>(licenceScanPath(id), 'file', file, { onProgress }),
  removeLicenceScan: async (id: string) => (await http()).delete(licenceScanPath(id)).json<Envelope<Driver>>(),
  licenceScan: (id: string) => scanBlob(licenceScanPath(id)),
};
