import type { GraphQLAnswer } from '../helpers/shop';

export const APP_SESSION_FIELDS = 'tokens { accessToken refreshToken expiresIn tokenType accessTokenExpiresAt } user { id email } merged { cartItems wishlistItems compareItems garageVehicles }';

export interface AppSessionShape {
  tokens: { accessToken: string; refreshToken: string; expiresIn: number; tokenType: string; accessTokenExpiresAt: string };
  user: { id: string; email: string } | null;
  merged: { cartItems: number; wishlistItems: number; compareItems: number; garageVehicles: number };
}

/** An app: no cookies, its access token in `Authorization: Bearer` (none before it has one). */
export class App {
  accessToken: string | null = null;
  refreshToken: string | null = null;

  constructor(
    public baseUrl: string,
    readonly device = 'Test device',
  ) {}

  /** A copy of this app (same tokens) talking to another gateway. */
  on(baseUrl: string): App {
    const moved = new App(baseUrl, this.device);
    moved.accessToken = this.accessToken;
    moved.refreshToken = this.refreshToken;
    return moved;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { headers?: Record<string, string>; bearer?: boolean } = {},
  ): Promise<GraphQLAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (this.accessToken && options.bearer !== false) headers.authorization = `Bearer ${this.accessToken}`;
    const res = await fetch(`${this.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: GraphQLAnswer<T>['errors'] };
    return { status: res.status, data: body.data ?? undefined, errors: body.errors, headers: res.headers };
  }

  private keep(session: AppSessionShape | undefined): void {
    if (!session) return;
    this.accessToken = session.tokens.accessToken;
    this.refreshToken = session.tokens.refreshToken;
  }

  async guest(): Promise<GraphQLAnswer<{ appGuestSession: AppSessionShape }>> {
    const answer = await this.gql<{ appGuestSession: AppSessionShape }>(
      `mutation G($d: AppDeviceInput!) { appGuestSession(device: $d) { ${APP_SESSION_FIELDS} } }`,
      { d: { name: this.device } },
    );
    this.keep(answer.data?.appGuestSession);
    return answer;
  }

  async signIn(email: string, password: string): Promise<GraphQLAnswer<{ appSignIn: AppSessionShape }>> {
    const answer = await this.gql<{ appSignIn: AppSessionShape }>(
      `mutation S($e: String!, $p: String!, $d: AppDeviceInput!) { appSignIn(email: $e, password: $p, device: $d) { ${APP_SESSION_FIELDS} } }`,
      { e: email, p: password, d: { name: this.device } },
    );
    this.keep(answer.data?.appSignIn);
    return answer;
  }

  async refresh(token = this.refreshToken): Promise<GraphQLAnswer<{ refreshAppSession: AppSessionShape }>> {
    const answer = await this.gql<{ refreshAppSession: AppSessionShape }>(
      `mutation R($t: String!) { refreshAppSession(refreshToken: $t) { ${APP_SESSION_FIELDS} } }`,
      { t: token },
      { bearer: false },
    );
    this.keep(answer.data?.refreshAppSession);
    return answer;
  }
}
