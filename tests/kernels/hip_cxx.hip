// C++ constructs of HIP code in the suites (templates instantiated per type, functors and
// lambdas, classes with operators, references, constexpr tables, namespaces,
// __launch_bounds__, 2-D/3-D blocks), written here.
#include "hip.h"

namespace gx {
template <typename T> struct Sum {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct Max {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};

// Block reduction templated on the element type, the operator and the block size.
template <typename T, typename Op, int B>
__device__ void block_reduce(T *out, const T *in, int n, T ident, Op op) {
  __shared__ T s[B];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  s[t] = i < n ? in[i] : ident;
  __syncthreads();
#pragma unroll
  for (int w = B / 2; w > 0; w >>= 1) {
    if (t < w) s[t] = op(s[t], s[t + w]);
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
} // namespace gx

extern "C" __global__ void __launch_bounds__(64) tsum_f32(float *o, const float *in, int n) {
  gx::block_reduce<float, gx::Sum<float>, 64>(o, in, n, 0.0f, gx::Sum<float>());
}
extern "C" __global__ void __launch_bounds__(64) tmax_i32(int *o, const int *in, int n) {
  gx::block_reduce<int, gx::Max<int>, 64>(o, in, n, -2147483647 - 1, gx::Max<int>());
}
extern "C" __global__ void __launch_bounds__(32) tsum_f64(double *o, const double *in, int n) {
  gx::block_reduce<double, gx::Sum<double>, 32>(o, in, n, 0.0, gx::Sum<double>());
}
extern "C" __global__ void __launch_bounds__(64) tmax_u64(ull *o, const ull *in, int n) {
  gx::block_reduce<ull, gx::Max<ull>, 64>(o, in, n, 0ull, gx::Max<ull>());
}

// A complex-number class with operators; z^2 + c iterations (Julia set escape count).
struct Complex {
  float re, im;
  __device__ Complex(float r, float i) : re(r), im(i) {}
  __device__ Complex operator*(const Complex &o) const {
    return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
  }
  __device__ Complex operator+(const Complex &o) const { return Complex(re + o.re, im + o.im); }
  __device__ float norm2() const { return re * re + im * im; }
};
extern "C" __global__ void julia(int *it, float cr, float ci, float scale, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  Complex z((x - w / 2) * scale, (y - h / 2) * scale), c(cr, ci);
  int k = 0;
  for (; k < 50 && z.norm2() <= 4.0f; k++) z = z * z + c;
  it[y * w + x] = k;
}

// A lambda applied element-wise, capturing by value.
template <typename F> __device__ void apply(float *y, const float *x, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = f(x[i]);
}
extern "C" __global__ void lambda_poly(float *y, const float *x, float a, float b, int n) {
  apply(y, x, n, [=](float v) { return (a * v + b) * v - a; });
}

// References and swap through a device function; sorting 4 values per thread.
__device__ void cswap(int &a, int &b) {
  if (a > b) { int t = a; a = b; b = t; }
}
extern "C" __global__ void sort4(int4 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int4 q = v[i];
  int a = q.x, b = q.y, c = q.z, d = q.w;
  cswap(a, b); cswap(c, d); cswap(a, c); cswap(b, d); cswap(b, c);
  v[i] = int4{a, b, c, d};
}

// constexpr table of binomial coefficients computed at compile time.
constexpr int binom(int n, int k) { return k == 0 || k == n ? 1 : binom(n - 1, k - 1) + binom(n - 1, k); }
extern "C" __global__ void bernstein(float *out, const float *t) {
  constexpr int C[6] = {binom(5, 0), binom(5, 1), binom(5, 2), binom(5, 3), binom(5, 4), binom(5, 5)};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float u = t[i], v = 1.0f - u;
  for (int k = 0; k <= 5; k++) {
    float p = (float)C[k];
    for (int j = 0; j < k; j++) p *= u;
    for (int j = 0; j < 5 - k; j++) p *= v;
    out[i * 6 + k] = p;
  }
}

// 3-D blocks: a 3-D box sum with threadIdx.z/blockIdx.z.
extern "C" __global__ void box3d(float *out, const float *in, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y,
      z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= n || y >= n || z >= n) return;
  float s = 0.0f;
  for (int dz = -1; dz <= 1; dz++)
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        int xx = x + dx, yy = y + dy, zz = z + dz;
        if (xx >= 0 && yy >= 0 && zz >= 0 && xx < n && yy < n && zz < n) s += in[(zz * n + yy) * n + xx];
      }
  out[(z * n + y) * n + x] = s;
}

