// Every `tessera` command, in the order `tessera --help` lists them. Each command's folder holds
// its registration (command.ts: arguments, options, help) and its implementation, imported only
// when the command runs, so starting the CLI stays cheap.
import type { RegisterCommand } from '../command.ts';
import { registerApply, registerDiff } from './apply/command.ts';
import { registerExport } from './export/command.ts';
import { registerInit } from './init/command.ts';
import { registerLogin } from './login/command.ts';
import { registerSchemas } from './schemas/command.ts';
import { registerValidate } from './validate/command.ts';

export const commands: readonly RegisterCommand[] = [registerInit, registerValidate, registerSchemas, registerLogin, registerExport, registerDiff, registerApply];
