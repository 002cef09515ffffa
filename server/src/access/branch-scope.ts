import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors';

/*
 * Branches: a staff member of one branch sees and changes only that branch's trips, LRs, expenses and
 * driver advances; staff of every branch (users.branch_id null) see them all. Held here, on the server,
 * for every call: a list is narrowed to the caller's branch whatever it asks for, and a record of
 * another branch answers 404, as if it did not exist — its number says nothing to someone who may not
 * read it.
 */

/** The branch the caller is held to, or null: every branch. Read from the user on each request. */
export function branchOfCaller(request: FastifyRequest): string | null {
  return request.auth?.user.branchId ?? null;
}

/** A list's or a report's branch: the caller's own when they have one, whatever was asked; else what was asked. */
export function branchToList(request: FastifyRequest, asked: string | undefined): string | undefined {
  return branchOfCaller(request) ?? asked;
}

/** Where a new record is entered: the caller's branch, else the one an all-branch user chose (or none). */
export function branchToEnter(request: FastifyRequest, chosen: string | null | undefined): string | null {
  return branchOfCaller(request) ?? chosen ?? null;
}

/** Whether the caller may see a record of `branchId` (null: a record outside every branch). */
export function mayReach(request: FastifyRequest, branchId: string | null): boolean {
  const own = branchOfCaller(request);
  return own === null || own === branchId;
}

/** Throws 404 with `message` unless the caller may see a record of `branchId`. */
export function refuseOtherBranch(request: FastifyRequest, branchId: string | null | undefined, message: string): void {
  if (branchId === undefined || !mayReach(request, branchId)) throw notFound(message);
}

/**
 * Holds every `/:id` call of this scope to the caller's branch: before the handler, the record's branch
 * is read by `branchOfRecord` (undefined when there is no such record) and a record of another branch
 * answers 404 with `message`. Callers of every branch skip the read.
 */
export function holdRecordsToBranch(
  app: FastifyInstance,
  branchOfRecord: (id: string) => Promise<string | null | undefined>,
  message: string,
): void {
  app.addHook('preHandler', recordInBranch(branchOfRecord, message));
}

/** The same check as one route's preHandler, where the scope's `:id` are not all of one kind of record. */
export function recordInBranch(branchOfRecord: (id: string) => Promise<string | null | undefined>, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (branchOfCaller(request) === null) return;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') return;
    refuseOtherBranch(request, await branchOfRecord(id), message);
  };
}
