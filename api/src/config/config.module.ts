import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Makes the validated configuration injectable everywhere; validation happens when the module loads. */
@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => AppConfig.fromEnvironment() }],
  exports: [AppConfig],
})
export class ConfigModule {}
