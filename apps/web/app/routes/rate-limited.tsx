export default function RateLimited() {
  return <h1>Too many requests</h1>;
}
