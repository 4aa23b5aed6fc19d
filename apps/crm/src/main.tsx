import { mountApp } from "@cdp/app-kit";
import { App } from "./app/app.tsx";

mountApp(App);
