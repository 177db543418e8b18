import crypto from 'node:crypto';
import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { userError } from '../errors';
import type { DocumentType, IvaCondition } from '../generated/graphql';
import { isUuid, requireAccount } from '../shopper';
import { validateAddress, type AddressFields, type AddressInputLike } from './validation';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

export interface AddressModel extends AddressFields {
  id: string;
  default: boolean;
}

const COLUMNS = `id, first_name, last_name, company, country, address1, address2, city, state, postcode, email, phone,
                 document_type, document_number, iva_condition, is_default`;

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
  document_type: DocumentType | null;
  document_number: string;
  iva_condition: IvaCondition | null;
  is_default: boolean;
}

function toModel(r: Row): AddressModel {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    country: r.country,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    postcode: r.postcode,
    email: r.email,
    phone: r.phone,
    documentType: r.document_type,
    documentNumber: r.document_number,
    ivaCondition: r.iva_condition,
    default: r.is_default,
  };
}

/** 'Address not found' (ADDRESS_NOT_FOUND, 404): also the answer for another account's address. */
export function addressNotFound(): Error {
  return userError('ADDRESS_NOT_FOUND', 'Address not found', { status: 404 });
}

/** Makes the account's address changes wait for each other, so the default rules hold under concurrency. */
async function lockAccount(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('select id from accounts where id = $1 for update', [accountId]);
}

async function row(db: Queryable, accountId: string, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<Row>(`select ${COLUMNS} from addresses where id = $1 and account_id = $2`, [id, accountId]);
  return r.rows[0] ?? null;
}

async function makeDefault(tx: Queryable, accountId: string, id: string): Promise<void> {
  await tx.query('update addresses set is_default = false where account_id = $1 and is_default and id <> $2', [accountId, id]);
  await tx.query('update addresses set is_default = true where id = $2 and account_id = $1', [accountId, id]);
}

/** The account's addresses, the default first, then in the order they were added. */
export async function findMany(ctx: Ctx): Promise<AddressModel[]> {
  const accountId = requireAccount(ctx);
  const r = await ctx.db.query<Row>(
    `select ${COLUMNS} from addresses where account_id = $1 order by is_default desc, created_at, id`,
    [accountId],
  );
  return r.rows.map(toModel);
}

export async function findOne(ctx: Ctx, id: string): Promise<AddressModel> {
  const accountId = requireAccount(ctx);
  const found = await row(ctx.db, accountId, id);
  if (!found) throw addressNotFound();
  return toModel(found);
}

/** Adds an address; the first one, or one asked to be, becomes the default. */
export async function create(ctx: Ctx, input: AddressInputLike): Promise<AddressModel> {
  const accountId = requireAccount(ctx);
  const fields = await validateAddress(ctx.db, input);
  const id = crypto.randomUUID();
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const any = await tx.query('select 1 from addresses where account_id = $1 limit 1', [accountId]);
    const isDefault = input.default === true || any.rows.length === 0;
    if (isDefault) await tx.query('update addresses set is_default = false where account_id = $1 and is_default', [accountId]);
    const r = await tx.query<Row>(
      `insert into addresses (id, account_id, first_name, last_name, company, country, address1, address2, city, state,
                              postcode, email, phone, is_default, document_type, document_number, iva_condition)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning ${COLUMNS}`,
      [id, accountId, fields.firstName, fields.lastName, fields.company, fields.country, fields.address1, fields.address2,
        fields.city, fields.state, fields.postcode, fields.email, fields.phone, isDefault, fields.documentType,
        fields.documentNumber, fields.ivaCondition],
    );
    return toModel(r.rows[0] as Row);
  });
}

/** Replaces an address's fields; `default: true` makes it the default (false never leaves the account without one). */
export async function update(ctx: Ctx, id: string, input: AddressInputLike): Promise<AddressModel> {
  const accountId = requireAccount(ctx);
  const fields = await validateAddress(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    if (!(await row(tx, accountId, id))) throw addressNotFound();
    await tx.query(
      `update addresses set first_name = $3, last_name = $4, company = $5, country = $6, address1 = $7, address2 = $8,
              city = $9, state = $10, postcode = $11, email = $12, phone = $13, document_type = $14,
              document_number = $15, iva_condition = $16
        where id = $1 and account_id = $2`,
      [id, accountId, fields.firstName, fields.lastName, fields.company, fields.country, fields.address1, fields.address2,
        fields.city, fields.state, fields.postcode, fields.email, fields.phone, fields.documentType, fields.documentNumber,
        fields.ivaCondition],
    );
    if (input.default === true) await makeDefault(tx, accountId, id);
    return toModel((await row(tx, accountId, id)) as Row);
  });
}

/** Removes an address; when it was the default, the first remaining one becomes the default. */
export async function remove(ctx: Ctx, id: string): Promise<boolean> {
  const accountId = requireAccount(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const found = await row(tx, accountId, id);
    if (!found) throw addressNotFound();
    await tx.query('delete from addresses where id = $1 and account_id = $2', [id, accountId]);
    if (found.is_default) {
      await tx.query(
        `update addresses set is_default = true
          where id = (select id from addresses where account_id = $1 order by created_at, id limit 1)`,
        [accountId],
      );
    }
    return true;
  });
}

/** Makes an address the default and unsets the others. */
export async function setDefault(ctx: Ctx, id: string): Promise<AddressModel> {
  const accountId = requireAccount(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    if (!(await row(tx, accountId, id))) throw addressNotFound();
    await makeDefault(tx, accountId, id);
    return toModel((await row(tx, accountId, id)) as Row);
  });
}
