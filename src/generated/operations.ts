// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Grant } from './abilities.js';

/** One hand-written API operation (model/operations.yaml). */
export interface Operation {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, {name} marking parameters. */
  readonly path: string;
  readonly handler: HandlerName;
  readonly isPublic: boolean;
  /** Empty: any signed-in user. */
  readonly access: readonly Grant[];
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
}

/** Names of the handlers in src/server/handlers that the server must register. */
export type HandlerName = 'currentUser' | 'login';

export const operations: readonly Operation[] = [
  {
    "id": "auth.current-user",
    "method": "GET",
    "path": "/auth-search/users/current",
    "handler": "currentUser",
    "isPublic": false,
    "access": []
  },
  {
    "id": "auth.login",
    "method": "POST",
    "path": "/communication/login",
    "handler": "login",
    "isPublic": true,
    "access": [],
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "password"
      ],
      "properties": {
        "username": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "title": "ログインID"
        },
        "password": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "title": "パスワード"
        }
      }
    }
  }
];
