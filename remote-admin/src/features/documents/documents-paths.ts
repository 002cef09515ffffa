export const documentsPath = '/admin/documents';
