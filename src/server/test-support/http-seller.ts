import { addDaysIso, todayIn } from '../../shared/dates';
import { exampleSaleWrite, type SaleWrite } from '../../shared/schemas/sale-form';

const PASSWORD = 'Garage123';

/** A seller signed up through the API of a running app (real HTTP), with the calls the ops tests make. */
export interface HttpSeller {
  cookie: string;
  /** A valid body for POST and PUT /api/garage-sales (tomorrow and the day after). */
  saleBody: SaleWrite;
  /** A new sale of this seller, tomorrow and the day after; answers its id. */
  createSale(): Promise<number>;
  call(method: string, url: string, body?: BodyInit | object): Promise<Response>;
}

export async function signUpSeller(baseUrl: string, email: string): Promise<HttpSeller> {
  const call = (method: string, url: string, body?: BodyInit | object, cookie?: string) => {
    const json = body !== undefined && !(body instanceof FormData) && typeof body === 'object';
    return fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
    });
  };
  const registered = await call('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeTerms: true,
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const categories = (await (await call('GET', '/api/categories')).json()) as { id: number }[];
  const tomorrow = addDaysIso(todayIn('America/Edmonton'), 1);
  const saleBody = exampleSaleWrite(tomorrow, { categoryIds: [categories[0]?.id ?? 1] });
  return {
    cookie,
    saleBody,
    call: (method, url, body) => call(method, url, body, cookie),
    createSale: async () => {
      const created = await call('POST', '/api/garage-sales', saleBody, cookie);
      if (created.status !== 201)
        throw new Error(`creating a sale answered ${created.status}: ${await created.text()}`);
      return ((await created.json()) as { id: number }).id;
    },
  };
}
