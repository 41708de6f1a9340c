// Generated from model/ by `npm run generate`. Do not edit by hand.

/** A screen open without sign-in (model/screens `public: true`). */
export interface PublicScreen {
  readonly id: string;
  /** Route path under the base path. */
  readonly path: string;
  /** Message key of the page title. */
  readonly title: string;
}

/** Every public screen, sorted by id. */
export const publicScreens: readonly PublicScreen[] = [
  {
    "id": "home.login",
    "path": "/login",
    "title": "screen.home.login"
  },
  {
    "id": "home.student-register",
    "path": "/student-register",
    "title": "screen.home.studentRegister"
  },
  {
    "id": "home.student-register-success",
    "path": "/student-register-success",
    "title": "screen.home.studentRegisterSuccess"
  }
];
