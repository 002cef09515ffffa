import { branchesApi } from 'shared-api/back-office';
import { createBranchSchema, type Branch } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { BranchForm, branchFormInput, type BranchFormInput, type BranchFormValues } from './branch-form';

export const branchesPath = '/admin/branches';

const pages = masterPages<BranchFormValues, BranchFormInput, Branch>({
  noun: 'branch',
  list: { label: 'Branches', to: branchesPath },
  resource: 'branches',
  add: {
    title: 'Add branch',
    description: 'An office that books trips in its own series. Its staff see and change only its trips.',
  },
  api: branchesApi,
  create: (values) => branchesApi.create(values),
  update: (id, changes) => branchesApi.update(id, changes),
  formInput: branchFormInput,
  schema: createBranchSchema,
  label: (branch) => `${branch.name} (${branch.code})`,
  description: (branch) => branch.address ?? '',
  form: (props) => <BranchForm {...props} />,
});

export const BranchCreatePage = pages.CreatePage;
export const BranchEditPage = pages.EditPage;
