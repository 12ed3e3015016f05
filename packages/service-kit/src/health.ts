import { Controller, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ComponentState, healthSubject, ServiceHealth, ServiceName } from '@confdir/contracts';

export async function databaseState(dataSource: DataSource, timeoutMs = 800): Promise<ComponentState> {
  if (!dataSource.isInitialized) return 'down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ComponentState>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const probe = dataSource.query('SELECT 1').then(
    (): ComponentState => 'up',
    (): ComponentState => 'down',
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `health` message every service answers with the state of its database. */
export function healthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

    @MessagePattern(healthSubject(service))
    async health(): Promise<ServiceHealth> {
      return { service, database: await databaseState(this.dataSource) };
    }
  }
  return HealthController;
}
