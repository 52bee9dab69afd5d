// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent ...) to the "components" project.
import "@testing-library/jest-dom";
