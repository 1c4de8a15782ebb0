// GLM 0.9.9 checked by Plumb (docs/clients/glm.md):
//
//   glm_client                   ray_triangle_hit is glm::intersectRayTriangle (the default)
//   glm_client --triangle line   ray_triangle_hit is glm::intersectLineTriangle, hits at t >= 0
//
// plus every option of `plumb check` (plumb::check_main).
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <plumb/harness.h>
#include "clients/cpp/glm_subject.h"

int main(int argc, char** argv) {
  glm_client::Triangle triangle = glm_client::Triangle::ray;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--triangle" && i + 1 < argc) || arg.rfind("--triangle=", 0) == 0) {
      const std::string name = arg == "--triangle" ? argv[++i] : arg.substr(std::strlen("--triangle="));
      try {
        triangle = glm_client::triangle_named(name);
      } catch (const std::exception& e) {
        std::cerr << argv[0] << ": error: " << e.what() << "\n";
        return 2;
      }
      continue;
    }
    if (arg == "--help" || arg == "-h")
      std::cout << "GLM client options (before the check options below):\n"
                   "  --triangle NAME   ray (intersectRayTriangle, the default) or line (intersectLineTriangle)\n\n";
    rest.push_back(argv[i]);
  }
  // Replay lines must name the variant: they are commands of this program.
  std::string program = std::string(argv[0]) + " --triangle " + glm_client::triangle_name(triangle);
  rest[0] = program.data();
  return plumb::check_main(int(rest.size()), rest.data(), glm_client::subject(triangle));
}
