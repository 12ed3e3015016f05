export interface TcpProxy {
  /** Port on 127.0.0.1 to give the process instead of the real one. */
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}
export declare function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy>;
