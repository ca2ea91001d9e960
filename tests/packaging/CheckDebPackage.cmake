# Builds the .deb with cpack from a finished build tree, unpacks it with dpkg-deb into a temporary root and runs
# the unpacked gpu-tco-cli (and gpu-tco, when built) from there. Run by CTest as a script:
#   cmake -DCPACK_COMMAND=… -DDPKG_DEB=… -DBUILD_DIR=… -DWORK_DIR=… -DEXPECTED_VERSION=… -DAPP_ID=…
#         -DEXPECT_GUI=1|0 -DEXPECT_CATALOGUE=1|0 -P CheckDebPackage.cmake
# With the Ninja generator cpack only installs, it does not rebuild: the test relies on the build being done.

foreach(var CPACK_COMMAND DPKG_DEB BUILD_DIR WORK_DIR EXPECTED_VERSION APP_ID EXPECT_GUI EXPECT_CATALOGUE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CheckDebPackage.cmake: -D${var}=… is required")
    endif()
endforeach()

function(check condition_text)
    if(NOT (${ARGN}))
        message(FATAL_ERROR "packaging check failed: ${condition_text}")
    endif()
endfunction()

# Runs a command, fails the test on a non-zero exit, and returns its standard output in out_var.
function(run_checked out_var)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        string(REPLACE ";" " " shown "${ARGN}")
        message(FATAL_ERROR "`${shown}` failed (${rc}):\n${out}\n${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# 1. Build the package with the project's own CPack configuration, into the scratch folder.
run_checked(cpack_out ${CPACK_COMMAND} -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${WORK_DIR}/out")
file(GLOB debs "${WORK_DIR}/out/*.deb")
list(LENGTH debs deb_count)
check("exactly one .deb in ${WORK_DIR}/out, found ${deb_count}" deb_count EQUAL 1)

# 2. Its control fields: name, the version of project(VERSION), and the Qt runtime in Depends.
run_checked(package_name ${DPKG_DEB} --field ${debs} Package)
run_checked(package_version ${DPKG_DEB} --field ${debs} Version)
run_checked(depends ${DPKG_DEB} --field ${debs} Depends)
string(STRIP "${package_name}" package_name)
string(STRIP "${package_version}" package_version)
check("Package is gpu-tco-explorer, got '${package_name}'" package_name STREQUAL "gpu-tco-explorer")
check("Version is ${EXPECTED_VERSION}, got '${package_version}'" package_version STREQUAL EXPECTED_VERSION)
foreach(dependency libqt6core6 libqt6sql6-sqlite qt6-qpa-plugins)
    string(FIND "${depends}" "${dependency}" at)
    check("Depends names ${dependency}: ${depends}" NOT at EQUAL -1)
endforeach()

# 3. Unpack into a temporary root, as dpkg would install it under /.
set(root "${WORK_DIR}/root")
run_checked(ignored ${DPKG_DEB} -x ${debs} "${root}")
set(cli "${root}/usr/bin/gpu-tco-cli")
check("${cli} exists and is a program" EXISTS "${cli}" AND NOT IS_DIRECTORY "${cli}")

set(installed_files
    "share/icons/hicolor/scalable/apps/${APP_ID}.svg"
    "share/icons/hicolor/16x16/apps/${APP_ID}.png"
    "share/icons/hicolor/48x48/apps/${APP_ID}.png"
    "share/icons/hicolor/512x512/apps/${APP_ID}.png"
    "share/doc/gpu-tco-explorer/README.md"
    # The help in Simplified Chinese goes with the English docs (packaging/CMakeLists.txt installs docs/*.md).
    "share/doc/gpu-tco-explorer/USER_GUIDE.zh_CN.md"
    "share/doc/gpu-tco-explorer/MODEL.zh_CN.md")
if(EXPECT_GUI)
    list(APPEND installed_files
        "bin/gpu-tco"
        "share/applications/${APP_ID}.desktop"
        "share/metainfo/${APP_ID}.metainfo.xml"
        "share/mime/packages/${APP_ID}.xml")
endif()
foreach(file IN LISTS installed_files)
    check("the package installs /usr/${file}" EXISTS "${root}/usr/${file}")
endforeach()

# A double-click on a saved scenario opens it: the desktop entry passes the file (%f) and claims the type that the
# installed shared-mime-info XML gives *.gputco.json (issue 18).
if(EXPECT_GUI)
    file(READ "${root}/usr/share/applications/${APP_ID}.desktop" installed_desktop)
    file(READ "${root}/usr/share/mime/packages/${APP_ID}.xml" installed_mime)
    # string(FIND), not MATCHES inside check(): the ';' of the MimeType value would split check()'s arguments.
    string(FIND "${installed_desktop}" "\nExec=gpu-tco %f\n" exec_at)
    string(FIND "${installed_desktop}" "\nMimeType=application/x-gputco-scenario;\n" mime_at)
    string(FIND "${installed_mime}" "<mime-type type=\"application/x-gputco-scenario\">" type_at)
    string(FIND "${installed_mime}" "<glob pattern=\"*.gputco.json\"" glob_at)
    check("the desktop entry runs 'gpu-tco %f'" NOT exec_at EQUAL -1)
    check("the desktop entry declares MimeType=application/x-gputco-scenario" NOT mime_at EQUAL -1)
    check("the MIME XML defines application/x-gputco-scenario" NOT type_at EQUAL -1)
    check("the MIME XML matches *.gputco.json" NOT glob_at EQUAL -1)
endif()

# The default catalogue as plain CSV, for users and other tools (the programs carry their own copy).
if(EXPECT_CATALOGUE)
    file(GLOB catalogue_csv "${root}/usr/share/gpu-tco-explorer/catalogue/*.csv")
    check("the package installs the default catalogue CSV files in /usr/share/gpu-tco-explorer/catalogue"
        catalogue_csv)
endif()

# 4. The unpacked CLI runs from there and reports the project version.
run_checked(version_out "${cli}" --version)
string(STRIP "${version_out}" version_out)
check("`gpu-tco-cli --version` prints 'gpu-tco-cli ${EXPECTED_VERSION}', got '${version_out}'"
    version_out STREQUAL "gpu-tco-cli ${EXPECTED_VERSION}")

# 5. A memory query from the unpacked CLI. Llama-2-7B weights in BF16: 6,738,415,616 parameters (the count the
#    core derives from the official config, docs/MODEL.md) x 2 bytes = 13,476,831,232 bytes on one GPU.
run_checked(memory_json "${cli}" memory --model llama-2-7b --json --no-overhead)
string(JSON weights ERROR_VARIABLE json_error GET "${memory_json}" per_gpu weights)
check("memory --json is JSON with per_gpu.weights (${json_error}):\n${memory_json}" NOT json_error)
check("per_gpu.weights is 13476831232 bytes, got ${weights}" weights STREQUAL "13476831232")

# 6. The unpacked window program starts (its Qt libraries and platform plugin resolve) and reports the same version.
if(EXPECT_GUI)
    run_checked(gui_version_out ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "${root}/usr/bin/gpu-tco" --version)
    string(STRIP "${gui_version_out}" gui_version_out)
    check("`gpu-tco --version` prints 'gpu-tco ${EXPECTED_VERSION}', got '${gui_version_out}'"
        gui_version_out STREQUAL "gpu-tco ${EXPECTED_VERSION}")
endif()

message(STATUS "packaging check passed: ${debs} (version ${package_version}), unpacked CLI answers")
