// The small routing layer the service's handlers are written against (an Express-style router).
export interface Req { params: Record<string, string>; body: any }
export interface Res { sendStatus(code: number): void }
export type Handler = (req: Req, res: Res) => Promise<void>;

export function Router() {
  const routes: Array<{ method: string; path: string; handler: Handler }> = [];
  return {
    routes,
    post(path: string, handler: Handler) { routes.push({ method: 'POST', path, handler }); },
    get(path: string, handler: Handler) { routes.push({ method: 'GET', path, handler }); },
  };
}
