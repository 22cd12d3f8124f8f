import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { findRootElement } from "./modules/root-element";

const root = findRootElement(document);

startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
